// bench:web — the gzipped bytes of JavaScript the browser downloads to render `/`, all origins together,
// against the budget (150 KB), whether the prerendered page hydrated cleanly, and Lighthouse mobile
// scores (skip with --no-lighthouse). Builds what is missing, starts the server on a throwaway data folder.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildFrontends } from '../../deploy/build-frontends.mjs';
import { findChromium } from '../../deploy/chromium.mjs';
import { spawnServerEntry } from '../../deploy/server-process.mjs';
import { runLighthouse, type Scores } from './lighthouse-audit';
import { loadFirstPage, type FirstLoad } from './first-load';

const PORT = 3190;
const BASE = `http://localhost:${PORT}`;
/** Issue 6: first-load JS of `/` at most 150 KB gzipped; Lighthouse mobile at least 95 in each category. */
const JS_BUDGET_BYTES = 150 * 1000;
const MIN_SCORE = 95;

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

const kb = (n: number) => `${(n / 1024).toFixed(1)} KiB`;

function printFirstLoad(load: FirstLoad): boolean {
  console.log('\nJavaScript downloaded to render / (gzip level 6):');
  for (const s of load.scripts) console.log(`  ${kb(s.gzip).padStart(10)}  ${kb(s.raw).padStart(10)} raw  ${new URL(s.url).pathname}`);
  const total = load.scripts.reduce((sum, s) => sum + s.gzip, 0);
  const raw = load.scripts.reduce((sum, s) => sum + s.raw, 0);
  console.log(`\nbench:web  ${load.scripts.length} scripts, ${kb(total)} gzipped (${total} bytes), ${kb(raw)} raw`);
  const withinBudget = total <= JS_BUDGET_BYTES;
  console.log(`budget     first-load JS ${(total / 1000).toFixed(1)} KB / ${JS_BUDGET_BYTES / 1000} KB: ${withinBudget ? 'PASS' : 'OVER'}`);
  console.log(`html       prerendered: ${load.prerendered ? 'yes' : 'no'}; hydrated in place: ${load.hydratedInPlace ? 'yes' : 'no'}; document ${kb(load.documentBytes)} as sent`);
  for (const error of load.consoleErrors) console.log(`console    ${error}`);
  return withinBudget;
}

function printScores(scores: Scores): boolean {
  const line = Object.entries(scores).map(([id, score]) => `${id} ${score}`).join(', ');
  const pass = Object.values(scores).every((score) => score >= MIN_SCORE);
  console.log(`lighthouse mobile: ${line}: ${pass ? 'PASS' : `below ${MIN_SCORE}`}`);
  return pass;
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
    printFirstLoad(await loadFirstPage(`${BASE}/`, executablePath));
    // `npm run bench:web --no-lighthouse` reaches the script as npm_config_lighthouse=false.
    if (process.argv.includes('--no-lighthouse') || process.env.npm_config_lighthouse === 'false') return;
    console.log('\nLighthouse (mobile) on /:');
    printScores(await runLighthouse(`${BASE}/`, executablePath));
  } finally {
    server.kill('SIGTERM');
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
