// Runs a server TypeScript entry in one Node process (tsx as a loader, not a wrapper process), so
// that killing the child really stops the server: no orphan keeps the port or the data folder.
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { ROOT } from './frontends.mjs';

const args = (entry, extra) => ['--import', 'tsx', path.join(ROOT, 'server', 'src', entry), ...extra];

/** @returns {import('node:child_process').ChildProcess} */
export function spawnServerEntry(entry, { env = process.env, extraArgs = [], stdio = 'inherit' } = {}) {
  return spawn(process.execPath, args(entry, extraArgs), { cwd: ROOT, env, stdio });
}

export function runServerEntrySync(entry, { env = process.env, extraArgs = [] } = {}) {
  return spawnSync(process.execPath, args(entry, extraArgs), { cwd: ROOT, env, stdio: 'inherit' });
}
