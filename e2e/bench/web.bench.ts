// bench:web — the gzipped bytes of JavaScript the browser downloads to render `/`, all origins together.
// Builds what is missing, starts the server on a throwaway data folder, loads `/` in Chromium and
// gzips every script response it saw.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { buildFrontends } from '../../deploy/build-frontends.mjs';
import { CHROMIUM_ARGS, findChromium } from '../../deploy/chromium.mjs';
import { spawnServerEntry } from '../../deploy/server-process.mjs';

const PORT = 3190;
const BASE = `http://localhost:${PORT}`;

async function waitForHealth(): Promise<void> {
  for (let i = 0; i < 120; i += 1) {
    try {
      if ((await fetch(`${BASE}/healthz`)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('server did not start');
}

async function main() {
  const executablePath = findChromium();
  if (!executablePath) throw new Error('bench:web needs Chromium (apt-get install chromium, or CHROMIUM_PATH)');
  buildFrontends();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-web-'));
  const server = spawnServerEntry('main.ts', {
    env: { ...process.env, PORT: String(PORT), HOST: 'localhost', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
  });
  try {
    await waitForHealth();
    const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
    const page = await browser.newPage();
    const scripts: { url: string; raw: number; gzip: number }[] = [];
    const pending: Promise<void>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      pending.push(
        response.body().then((body) => {
          scripts.push({ url: response.url(), raw: body.length, gzip: gzipSync(body).length });
        }),
      );
    });
    await page.goto(`${BASE}/`, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await Promise.all(pending);
    await browser.close();

    scripts.sort((a, b) => b.gzip - a.gzip);
    const kb = (n: number) => `${(n / 1024).toFixed(1)} KiB`;
    console.log('\nJavaScript downloaded to render / (gzip level 6):');
    for (const s of scripts) console.log(`  ${kb(s.gzip).padStart(10)}  ${kb(s.raw).padStart(10)} raw  ${new URL(s.url).pathname}`);
    const total = scripts.reduce((sum, s) => sum + s.gzip, 0);
    const raw = scripts.reduce((sum, s) => sum + s.raw, 0);
    console.log(`\nbench:web  ${scripts.length} scripts, ${kb(total)} gzipped (${total} bytes), ${kb(raw)} raw`);
  } finally {
    server.kill('SIGTERM');
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
