// `npm run deploy:remote -- <name> <target> --url <public URL of target> --map <remotes.json> --site <live shell URL>`
// Deploys one remote without touching the shell: builds it into a NEW folder (the live build stays where
// it is, for rollback), verifies it against the live site (reachable at --url, shared packages the live shell
// provides, every exposed module and public page in headless Chromium: deploy/remote-deploy/verify.mjs), and
// only then repoints the remote in the runtime remotes map, with its entry's hash, under a lock, recording the
// change (deploy/remote-deploy/map-store.mjs). See deploy/README.md ("Deploying one remote").
//   --source <folder>  build from this package folder instead of the remote's own (a release branch's copy)
//   --no-build         publish a build that is already in <target> (uploaded before)
//   --backup <url>     the same build's mf-manifest.json on a second origin: the shell loads it when --url fails
//   --force            publish without the checks (an emergency: e.g. the live shell itself is down)
// `npm run deploy:remote -- --list [<name>] --map <remotes.json>`: the deploys recorded, oldest first.
// `npm run deploy:rollback -- <name> --map <remotes.json>`: the origin the remote had before its last deploy.
import fs from 'node:fs';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { FRONTENDS } from './frontends.mjs';
import { formatHistory, publishToMap, readHistory, rollbackInMap } from './remote-deploy/map-store.mjs';
import { DeployRefused, verifyBuild } from './remote-deploy/verify.mjs';

// The admin remote is not among them: the web processes serve it to signed-in admins only
// (/remotes/admin/), so it ships with the server's image, never to a public origin.
const REMOTE_NAMES = FRONTENDS.filter((f) => f.remote && f.remote !== 'admin').map((f) => f.remote);
const ENTRY_FILE = 'mf-manifest.json';

function assertRemoteName(name) {
  if (name === 'admin') throw new Error('The admin remote is served by the web processes to admins only: it ships with the server, not on its own');
  if (!REMOTE_NAMES.includes(name)) throw new Error(`Unknown remote "${name}"; remotes are ${REMOTE_NAMES.join(', ')}`);
}

/** Production build of remote `name` from `source` (its package folder by default) into `target`. */
export async function buildRemote({ name, target, source, quiet = false }) {
  assertRemoteName(name);
  const dir = path.resolve(source ?? FRONTENDS.find((f) => f.remote === name).dir);
  const out = path.resolve(target);
  // A deploy never overwrites a build: the folder the map points at now is the rollback.
  if (fs.existsSync(out) && fs.readdirSync(out).length) throw new Error(`${out} is not empty: deploy each build into a new folder`);
  const webpack = spawn('npx', ['webpack', '--mode', 'production', '--output-path', out], { cwd: dir, stdio: quiet ? 'pipe' : 'inherit' });
  let output = '';
  webpack.stdout?.on('data', (chunk) => (output += chunk));
  webpack.stderr?.on('data', (chunk) => (output += chunk));
  const status = await new Promise((resolve) => webpack.on('close', resolve));
  if (status !== 0) throw new Error(`building ${name} from ${dir} failed\n${output}`);
  return readBuild({ name, target: out });
}

/** What a build in `target` is and needs: its MF name and each shared singleton's version and range. */
export function readBuild({ name, target }) {
  const manifestFile = path.join(target, ENTRY_FILE);
  if (!fs.existsSync(manifestFile)) throw new Error(`${target} holds no build (no mf-manifest.json)`);
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
  if (manifest.name !== name) throw new Error(`${target} holds the ${manifest.name} remote, not ${name}`);
  const shared = Object.fromEntries(manifest.shared.map((s) => [s.name, { version: s.version, requiredVersion: s.requiredVersion }]));
  return { name, target, shared };
}

/**
 * Points remote `name` at `url` in the remotes map file (under its lock, recorded in its history) and returns
 * the URL it pointed at before. No checks: deployRemote runs them first.
 * @param {{ mapFile: string, name: string, url: string, integrity?: string | null, backup?: string | null }} options
 */
export async function publishRemote({ mapFile, name, url, integrity = null, backup = null }) {
  assertRemoteName(name);
  return (await publishToMap({ mapFile, name, url, integrity, backup })).url;
}

/** Restores remote `name`'s origin (and hash and backup) from before its last publish; returns the states. */
export async function rollbackRemote({ mapFile, name }) {
  assertRemoteName(name);
  return rollbackInMap({ mapFile, name });
}

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

/**
 * The whole deploy of one remote: build (unless `build: false`), verify against the live `site` (unless
 * `force`), publish. A failed check throws DeployRefused (its `check` and `reason`) and leaves the map as it was.
 * @param {{ name: string, target: string, url: string, mapFile: string, site?: string, source?: string,
 *   build?: boolean, force?: boolean, backup?: string, quiet?: boolean, log?: (line: string) => void }} options
 */
export async function deployRemote({ name, target, url, mapFile, site, source, build = true, force = false, backup = null, quiet = true, log = () => undefined }) {
  assertRemoteName(name);
  if (!force && !site) throw new Error('--site <URL of the live shell> is needed to verify the build (or --force to publish unchecked)');
  const timings = [];
  const started = performance.now();
  const built = build ? await buildRemote({ name, target, source, quiet }) : readBuild({ name, target: path.resolve(target) });
  if (build) {
    timings.push({ check: 'build', ms: Math.round(performance.now() - started) });
    log(`  ✓ build (${seconds(timings[0].ms)}) into ${built.target}`);
  }
  let integrity = null;
  if (force) {
    log('  ! checks skipped (--force)');
  } else {
    const verified = await verifyBuild({ name, url, site, localDir: built.target, log });
    integrity = verified.integrity;
    timings.push(...verified.checks);
  }
  const publishStarted = performance.now();
  const checks = force ? 'unchecked (--force)' : `checked against ${site}`;
  const before = await publishToMap({ mapFile, name, url, integrity, backup, source: built.target, checks });
  timings.push({ check: 'publish', ms: Math.round(performance.now() - publishStarted) });
  return { before, after: { url, integrity, backup }, timings, totalMs: Math.round(performance.now() - started) };
}

function parseArgs(argv) {
  const options = { build: true, force: false, list: false, rollback: false };
  const positional = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--no-build') options.build = false;
    else if (arg === '--force') options.force = true;
    else if (arg === '--list') options.list = true;
    else if (arg === '--rollback') options.rollback = true;
    else if (['--url', '--map', '--source', '--site', '--backup'].includes(arg)) options[arg.slice(2)] = argv[++i];
    else positional.push(arg);
  }
  [options.name, options.target] = positional;
  return options;
}

const USAGE = `usage: npm run deploy:remote -- <name> <target folder> --url <public URL of target> --map <remotes.json> --site <live shell URL>
         [--source <folder>] [--no-build] [--backup <URL of the same build elsewhere>] [--force]
       npm run deploy:remote -- --list [<name>] --map <remotes.json>
       npm run deploy:rollback -- <name> --map <remotes.json>`;

async function main() {
  const options = parseArgs(process.argv.slice(2));
  const { name, target, url, map, site, source, build, force, backup } = options;
  if (options.list) {
    if (!map) throw new Error(`--list needs --map\n${USAGE}`);
    console.log(formatHistory(readHistory(map), name));
    return;
  }
  if (options.rollback) {
    if (!name || !map) throw new Error(USAGE);
    const { from, to } = await rollbackRemote({ mapFile: map, name });
    console.log(`${map}: ${name} rolled back ${from.url ?? '(none)'} → ${to.url}${to.integrity ? ' (with its integrity hash)' : ''}${to.backup ? `, backup ${to.backup}` : ''}`);
    console.log('Pages loaded from now on use it; web processes that read REMOTES_JSON at start need a restart, one at a time.');
    return;
  }
  if (!name || !target) {
    console.error(USAGE);
    process.exit(2);
  }
  if (!url || !map) {
    // Without an origin and a map there is nothing to verify or publish: the build alone, as before.
    const result = build ? await buildRemote({ name, target, source }) : readBuild({ name, target: path.resolve(target) });
    console.log(`\n${name} ${build ? 'built into' : 'found in'} ${result.target}; it needs from the shell:`);
    for (const [pkg, { requiredVersion }] of Object.entries(result.shared)) console.log(`  ${pkg} ${requiredVersion}`);
    console.log(`\nNext: copy ${result.target} to where it is served (a new path on the CDN origin), then:`);
    console.log(`  npm run deploy:remote -- ${name} ${target} --no-build --url <that URL>/mf-manifest.json --map <remotes.json> --site <live shell URL>`);
    return;
  }
  const entryUrl = url.endsWith('.json') ? url : `${url.replace(/\/$/, '')}/${ENTRY_FILE}`;
  console.log(`Deploying ${name} → ${entryUrl}`);
  const result = await deployRemote({ name, target, url: entryUrl, mapFile: map, site, source, build, force, backup, quiet: false, log: (line) => console.log(line) });
  console.log(`  ✓ publish (${seconds(result.timings.at(-1).ms)})`);
  console.log(`\n${map}: ${name} ${result.before.url ?? '(none)'} → ${entryUrl}${result.after.integrity ? ' (integrity recorded)' : ''}; total ${seconds(result.totalMs)}`);
  console.log('Pages loaded from now on use it. Web processes that serve remotes.json from REMOTES_JSON read it at start:');
  console.log('restart them one at a time (no rebuild; the shell\'s files do not change).');
  console.log(`Roll back: npm run deploy:rollback -- ${name} --map ${map}`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error) => {
    console.error(error instanceof DeployRefused ? `\n${error.message}\nNothing was published.` : error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
