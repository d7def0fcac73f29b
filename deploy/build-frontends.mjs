// Builds the shell and the remotes that are missing or out of date (all of them with --all).
import { spawnSync } from 'node:child_process';
import { FRONTENDS, ROOT, needsBuild } from './frontends.mjs';

export function buildFrontends({ all = false } = {}) {
  const stale = FRONTENDS.filter((f) => all || needsBuild(f));
  if (!stale.length) return;
  console.log(`Building ${stale.map((f) => f.pkg).join(', ')} ...`);
  const scopes = stale.flatMap((f) => ['--scope', f.pkg]);
  const result = spawnSync('npx', ['lerna', 'run', 'build', ...scopes, '--concurrency', '2'], { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('frontend build failed');
}

if (import.meta.url === `file://${process.argv[1]}`) buildFrontends({ all: process.argv.includes('--all') });
