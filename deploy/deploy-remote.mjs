// `npm run deploy:remote -- <name> <target> [--url <public URL of target>] [--map <remotes.json>]`
// Deploys one remote without touching the shell: builds it into a NEW folder (the live build stays where
// it is, for rollback), checks what it needs from the shared singletons, and repoints the remote in the
// runtime remotes map. See deploy/README.md ("Deploying one remote").
//   --source <folder>  build from this package folder instead of the remote's own (a release branch's copy)
//   --no-build         publish a build that is already in <target> (rolling back to the previous folder)
import fs from 'node:fs';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { FRONTENDS } from './frontends.mjs';

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

function isRemotesMap(value) {
  return Boolean(value) && typeof value.apiBase === 'string' && Boolean(value.remotes) && typeof value.remotes === 'object';
}

/**
 * Points remote `name` at `url` in the remotes map file and returns the URL it pointed at before. The file
 * is replaced in one step (write, then rename), so a shell never reads half a map.
 */
export function publishRemote({ mapFile, name, url }) {
  assertRemoteName(name);
  const map = JSON.parse(fs.readFileSync(mapFile, 'utf8'));
  if (!isRemotesMap(map)) throw new Error(`${mapFile} is not a remotes map ({ apiBase, remotes })`);
  const previous = map.remotes[name];
  map.remotes[name] = url;
  const next = `${mapFile}.next`;
  fs.writeFileSync(next, `${JSON.stringify(map, null, 2)}\n`);
  fs.renameSync(next, mapFile);
  return previous;
}

function parseArgs(argv) {
  const options = { build: true };
  const positional = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--no-build') options.build = false;
    else if (['--url', '--map', '--source'].includes(arg)) options[arg.slice(2)] = argv[++i];
    else positional.push(arg);
  }
  [options.name, options.target] = positional;
  return options;
}

async function main() {
  const { name, target, url, map, source, build } = parseArgs(process.argv.slice(2));
  if (!name || !target) {
    console.error('usage: npm run deploy:remote -- <name> <target folder> [--url <public URL of target>] [--map <remotes.json>] [--source <folder>] [--no-build]');
    process.exit(2);
  }
  const result = build ? await buildRemote({ name, target, source }) : readBuild({ name, target: path.resolve(target) });
  console.log(`\n${name} ${build ? 'built into' : 'found in'} ${result.target}; it needs from the shell:`);
  for (const [pkg, { requiredVersion }] of Object.entries(result.shared)) console.log(`  ${pkg} ${requiredVersion}`);
  const entryUrl = url ? `${url.replace(/\/$/, '')}/${ENTRY_FILE}` : undefined;
  if (!entryUrl) {
    console.log(`\nNext: copy ${result.target} to where it is served (a new path on the CDN origin), then set in remotes.json:`);
    console.log(`  "remotes": { "${name}": "<URL of that folder>/${ENTRY_FILE}" }`);
    return;
  }
  if (!map) {
    console.log(`\nNext: set in remotes.json  "remotes": { "${name}": "${entryUrl}" }`);
    return;
  }
  const previous = publishRemote({ mapFile: map, name, url: entryUrl });
  console.log(`\n${map}: ${name} ${previous ?? '(none)'} → ${entryUrl}`);
  console.log('Pages loaded from now on use it. Web processes that serve remotes.json from REMOTES_JSON read it at start:');
  console.log('restart them one at a time (no rebuild; the shell\'s files do not change).');
  if (previous) console.log(`Roll back: npm run deploy:remote -- ${name} <previous folder> --no-build --url ${previous.replace(/\/[^/]+$/, '')} --map ${map}`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
