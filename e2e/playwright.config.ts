import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, fairChromium } from '../deploy/chromium.mjs';
import { API_URL, FAKE_REDDIT_URL, SHELL_URL } from './harness/ports.mjs';

export default defineConfig({
  testDir: './tests',
  timeout: 60_000,
  // Two journeys run at once beside the server suite: a busy machine answers slower than an idle one.
  expect: { timeout: 15_000 },
  // Two journeys at a time (E2E_WORKERS to try others): on two cores they already keep both busy (docs/testing.md).
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: process.env.CI ? 1 : 0,
  reporter: [['list'], ['json']],
  outputDir: './test-results',
  use: {
    baseURL: SHELL_URL,
    // Recording a trace costs the browser a snapshot of every action: in CI only a retried journey records one.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    // Spinners and transitions still: a page that animates makes the headless browser draw every frame.
    reducedMotion: 'reduce',
    // Never above the server it tests in CPU priority (deploy/chromium-fair.sh).
    launchOptions: { executablePath: fairChromium() ?? undefined, args: CHROMIUM_ARGS },
  },
  webServer: [
    { command: 'node harness/fake-reddit.mjs', url: `${FAKE_REDDIT_URL}/healthz`, timeout: 30_000, reuseExistingServer: false },
    { command: 'node harness/start-api.mjs', url: `${API_URL}/healthz`, timeout: 120_000, reuseExistingServer: false, stdout: 'pipe' },
    { command: 'node harness/serve-frontends.mjs', url: `${SHELL_URL}/remotes.json`, timeout: 300_000, reuseExistingServer: false },
  ],
});
