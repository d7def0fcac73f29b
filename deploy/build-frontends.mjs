// Builds the shell and the remotes that are missing or out of date (all of them with --all), then
// prerenders the public marketing pages into shell/dist/prerendered/ (deploy/prerender.mjs).
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { FRONTENDS, ROOT, needsBuild } from './frontends.mjs';

// The prerendered pages are made from these builds (the shell's index.html, the remote's pages).
const PRERENDER_INPUTS = ['shell', 'mfe-marketing'];

export function buildFrontends({ all = false } = {}) {
  const stale = FRONTENDS.filter((f) => all || needsBuild(f));
  if (stale.length) {
    console.log(`Building ${stale.map((f) => f.pkg).join(', ')} ...`);
    const scopes = stale.flatMap((f) => ['--scope', f.pkg]);
    const result = spawnSync('npx', ['lerna', 'run', 'build', ...scopes, '--concurrency', '2'], { cwd: ROOT, stdio: 'inherit' });
    if (result.status !== 0) throw new Error('frontend build failed');
  }
  // The shell's build empties its dist folder, prerendered pages included.
  const prerenderedMissing = !fs.existsSync(path.join(ROOT, 'shell', 'dist', 'prerendered'));
  if (prerenderedMissing || stale.some((f) => PRERENDER_INPUTS.includes(f.pkg))) {
    const result = spawnSync(process.execPath, [path.join(ROOT, 'deploy', 'prerender.mjs')], { cwd: ROOT, stdio: 'inherit' });
    if (result.status !== 0) throw new Error('prerender failed');
  }
}

if (import.meta.url === `file://${process.argv[1]}`) buildFrontends({ all: process.argv.includes('--all') });
