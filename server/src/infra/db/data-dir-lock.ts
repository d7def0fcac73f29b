import fs from 'node:fs';
import path from 'node:path';

/**
 * PGlite does not stop a second process from opening the same data folder (both would write to it
 * and corrupt it), so every process that opens the embedded database takes this lock file first.
 * A lock left by a process that no longer runs is taken over.
 */
export class DataDirBusyError extends Error {
  constructor(readonly dataDir: string, readonly holderPid: number) {
    super(`The database folder ${dataDir} is in use by another process (pid ${holderPid}).`);
    this.name = 'DataDirBusyError';
  }
}

export interface DataDirLock {
  release(): void;
}

const LOCK_FILE = 'database.lock';

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function holder(file: string): number | null {
  try {
    const pid = Number(JSON.parse(fs.readFileSync(file, 'utf8')).pid);
    return Number.isInteger(pid) ? pid : null;
  } catch {
    return null;
  }
}

export function acquireDataDirLock(dataDir: string, purpose: string): DataDirLock {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, LOCK_FILE);
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      fs.writeFileSync(file, JSON.stringify({ pid: process.pid, purpose, since: new Date().toISOString() }), { flag: 'wx' });
      const release = () => {
        if (holder(file) === process.pid) fs.rmSync(file, { force: true });
        process.off('exit', release);
      };
      process.on('exit', release);
      return { release };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const pid = holder(file);
      if (pid === process.pid) return { release: () => undefined };
      if (pid !== null && isRunning(pid)) throw new DataDirBusyError(dataDir, pid);
      fs.rmSync(file, { force: true }); // stale: its process is gone
    }
  }
  throw new Error(`could not take the lock ${file}`);
}
