// Starts the API server for e2e on a fresh PGlite data folder, with the accounts the journeys need created
// first through the operator tools (PGlite allows one process per data folder, so they run before the server).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runServerEntrySync, spawnServerEntry } from '../../deploy/server-process.mjs';
import { API_PORT, API_URL, BROKEN_SHELL_URL, DEPLOY_SHELL_URL, FAKE_REDDIT_URL, SHELL_URL } from './ports.mjs';
import { ADMIN, METRICS_TOKEN, SUPPORT_EMAIL, TRAINER } from './accounts.mjs';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-data-'));
const env = {
  ...process.env,
  PORT: String(API_PORT),
  HOST: 'localhost',
  DATA_DIR: dataDir,
  PUBLIC_URL: SHELL_URL, // links in e-mails open the shell
  ALLOWED_ORIGINS: [SHELL_URL, BROKEN_SHELL_URL, DEPLOY_SHELL_URL, API_URL].join(','),
  LOG_LEVEL: 'warn',
  RATE_LIMIT_PER_MINUTE: '100',
  MOCK_TRAINING_SECONDS: '3', // the training journey watches the banner turn into the result
  // The share offer: posts are read from the fake Reddit (harness/fake-reddit.mjs), prepared copies are
  // served by this API server, and pending credits are granted within seconds, to accounts of any age.
  REDDIT_BASE_URL: FAKE_REDDIT_URL,
  SHARE_PUBLIC_URL: API_URL,
  OFFER_HOLD_SECONDS: '3',
  OFFER_SWEEP_SECONDS: '1',
  OFFER_MIN_ACCOUNT_AGE_HOURS: '0',
  METRICS_TOKEN, // Prometheus's bearer token for GET /metrics (tests/metrics.spec.ts)
  SUPPORT_EMAIL, // the help page and the FAQ name it (tests/marketing.spec.ts)
};
const setup = [
  ['cli/create-admin.ts', '--email', ADMIN.email, '--password', ADMIN.password],
  ['cli/create-admin.ts', '--email', TRAINER.email, '--password', TRAINER.password],
  ['cli/grant-credits.ts', '--email', TRAINER.email, '--credits', String(TRAINER.credits), '--reason', 'e2e training journey'],
];
for (const [entry, ...extraArgs] of setup) {
  const result = runServerEntrySync(entry, { env, extraArgs });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
const server = spawnServerEntry('main.ts', { env });
const stop = () => {
  server.kill('SIGTERM');
  fs.rmSync(dataDir, { recursive: true, force: true });
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
server.on('exit', (code) => process.exit(code ?? 0));
