// Runs a server TypeScript entry in one Node process (tsx as a loader, not a wrapper process), so
// that killing the child really stops the server: no orphan keeps the port or the data folder.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './frontends.mjs';

const args = (entry, extra) => ['--import', 'tsx', path.join(ROOT, 'server', 'src', entry), ...extra];

// glibc keeps what upload screening's threads freed (sharp/libvips) in per-thread arenas: after a burst
// of uploads the server stayed at 600-850 MB. jemalloc (Debian: libjemalloc2; sharp's advice on glibc
// Linux) gives it back (185-380 MB a minute later); without it, two arenas bound the loss. An allocator
// the environment already chose wins.
const JEMALLOC = `/usr/lib/${process.arch === 'arm64' ? 'aarch64' : 'x86_64'}-linux-gnu/libjemalloc.so.2`;
const withAllocator = (env) => (env.LD_PRELOAD || env.MALLOC_ARENA_MAX ? env
  : fs.existsSync(JEMALLOC) ? { ...env, LD_PRELOAD: JEMALLOC } : { ...env, MALLOC_ARENA_MAX: '2' });

/** @returns {import('node:child_process').ChildProcess} */
export function spawnServerEntry(entry, { env = process.env, extraArgs = [], stdio = 'inherit' } = {}) {
  return spawn(process.execPath, args(entry, extraArgs), { cwd: ROOT, env: withAllocator(env), stdio });
}

export function runServerEntrySync(entry, { env = process.env, extraArgs = [] } = {}) {
  return spawnSync(process.execPath, args(entry, extraArgs), { cwd: ROOT, env, stdio: 'inherit' });
}
