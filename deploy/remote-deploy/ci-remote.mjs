// `npm run ci:remote -- <name> [--site <live shell URL>]`: what a team runs before it ships its remote, without
// waiting for the whole suite: the remote's lint, typecheck and jest, a production build, and the deploy's own
// checks (deploy/remote-deploy/verify.mjs: shared packages, every exposed module and public page in headless
// Chromium) against a live shell. Without --site the shell is this checkout's: the server started on a fresh
// data folder serves shell/dist and the other remotes as built, and the new build is served from its own origin.
// Each step's time is printed; the exit code is 1 when any step failed.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { buildRemote } from '../deploy-remote.mjs';
import { FRONTENDS } from '../frontends.mjs';
import { spawnServerEntry } from '../server-process.mjs';
import { startStaticServer } from '../static-server.mjs';
import { MANIFEST_FILE } from './reachability.mjs';
import { verifyBuild } from './verify.mjs';

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

function run(command, args, cwd) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (status) => resolve({ ok: status === 0, output }));
  });
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/** This checkout's site: the server on a fresh data folder, serving the shell and every remote as built. */
async function startLocalSite() {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ci-remote-data-'));
  const server = spawnServerEntry('main.ts', {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', PUBLIC_URL: `http://127.0.0.1:${port}` },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const site = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (server.exitCode === null) await new Promise((resolve) => server.once('exit', resolve).kill('SIGTERM'));
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  for (let i = 0; i < 600; i++) {
    if (server.exitCode !== null) break;
    const up = await fetch(`${site}/healthz`).then((response) => response.ok, () => false);
    if (up) return { site, stop };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await stop();
  throw new Error('the local server did not start (is the site built? npm run build)');
}

export async function ciRemote({ name, site: liveSite, log = console.log }) {
  const frontend = FRONTENDS.find((f) => f.remote === name && name !== 'admin');
  if (!frontend) throw new Error(`Unknown remote "${name}"; remotes are ${FRONTENDS.filter((f) => f.remote && f.remote !== 'admin').map((f) => f.remote).join(', ')}`);
  const steps = [];
  const step = async (label, work) => {
    const started = performance.now();
    let ok = false;
    let detail = '';
    try {
      const result = await work();
      ok = result?.ok ?? true;
      detail = ok ? '' : result.output;
    } catch (error) {
      detail = error instanceof Error ? error.message : String(error);
    }
    const ms = performance.now() - started;
    steps.push({ label, ok, ms });
    log(`${ok ? '✓' : '✗'} ${label} (${seconds(ms)})${detail ? `\n${detail.trim()}` : ''}`);
    return ok;
  };

  await step(`lint (eslint ${frontend.pkg})`, () => run('npx', ['eslint', '--max-warnings=0', frontend.pkg], path.dirname(frontend.dir)));
  await step(`typecheck (tsc -p ${frontend.pkg})`, () => run('npx', ['tsc', '--noEmit', '-p', '.'], frontend.dir));
  await step(`jest (${frontend.pkg})`, () => run('npx', ['jest', '--ci'], frontend.dir));
  const target = fs.mkdtempSync(path.join(os.tmpdir(), `ci-remote-${name}-`));
  fs.rmSync(target, { recursive: true });
  const built = await step('production build', () => buildRemote({ name, target, quiet: true }));
  if (built) {
    const stops = [];
    await step(`smoke against ${liveSite ?? 'this checkout\'s shell'}`, async () => {
      const local = liveSite ? null : await startLocalSite();
      if (local) stops.push(local.stop);
      const site = liveSite ?? local.site;
      const port = await freePort();
      const origin = await startStaticServer({ root: target, port });
      stops.push(() => new Promise((resolve) => origin.close(resolve)));
      await verifyBuild({ name, url: `http://127.0.0.1:${port}/${MANIFEST_FILE}`, site, localDir: target, log });
    });
    await Promise.all(stops.map((stop) => stop()));
  }
  fs.rmSync(target, { recursive: true, force: true });
  const total = steps.reduce((sum, { ms }) => sum + ms, 0);
  log(`\n${steps.map(({ label, ok, ms }) => `${ok ? 'pass' : 'FAIL'}  ${seconds(ms).padStart(7)}  ${label}`).join('\n')}\n${seconds(total).padStart(13)}  total`);
  return steps.every(({ ok }) => ok);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const argv = process.argv.slice(2);
  const siteAt = argv.indexOf('--site');
  const site = siteAt >= 0 ? argv[siteAt + 1] : undefined;
  const name = argv.find((arg, i) => !arg.startsWith('--') && (siteAt < 0 || i !== siteAt + 1));
  if (!name) {
    console.error('usage: npm run ci:remote -- <name> [--site <URL of the live shell>]');
    process.exit(2);
  }
  ciRemote({ name, site }).then((ok) => process.exit(ok ? 0 : 1), (error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
