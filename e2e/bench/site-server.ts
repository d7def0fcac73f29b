// The site as a benchmark loads it: the built frontends (built first where missing or stale) and the server
// on a throwaway data folder, at http://localhost:<port>.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildFrontends } from '../../deploy/build-frontends.mjs';
import { spawnServerEntry } from '../../deploy/server-process.mjs';

export interface Site {
  base: string;
  stop(): void;
}

export async function startSite(port: number, env: Record<string, string> = {}): Promise<Site> {
  buildFrontends();
  const base = `http://localhost:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-site-'));
  const server = spawnServerEntry('main.ts', {
    env: { ...process.env, PORT: String(port), HOST: 'localhost', DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...env },
  });
  const stop = () => {
    server.kill('SIGTERM');
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(base);
  } catch (error) {
    stop();
    throw error;
  }
  return { base, stop };
}

async function waitForHealth(base: string): Promise<void> {
  for (let i = 0; i < 120; i += 1) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('server did not start');
}
