// The remotes map as deploys change it (deploy/remote-deploy/): concurrent publishes under the lock, the
// history, rollback, and the shared-version check a deploy runs against the live shell's manifest.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { sharedProblems } from './remote-deploy/compatibility.mjs';
import { formatHistory, publishToMap, readHistory, readMap, rollbackInMap, rollbackTarget, withMapLock } from './remote-deploy/map-store.mjs';
import { entryUrlOf, sriHash } from './remote-deploy/reachability.mjs';
import { publicRoutesOf, withCandidate } from './remote-deploy/smoke.mjs';

const HERE = path.dirname(fileURLToPath(import.meta.url));

function mapFile() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'remotes-map-'));
  const file = path.join(dir, 'remotes.json');
  fs.writeFileSync(file, JSON.stringify({ apiBase: '', remotes: { marketing: 'https://a.example/m1/mf-manifest.json', studio: 'https://a.example/s1/mf-manifest.json' } }));
  return file;
}

test('a publish points the remote at the new URL with its hash and backup, and returns what it pointed at', async () => {
  const file = mapFile();
  const before = await publishToMap({ mapFile: file, name: 'marketing', url: 'https://a.example/m2/mf-manifest.json', integrity: 'sha384-x', backup: 'https://b.example/m2/mf-manifest.json' });
  assert.equal(before.url, 'https://a.example/m1/mf-manifest.json');
  const map = readMap(file);
  assert.equal(map.remotes.marketing, 'https://a.example/m2/mf-manifest.json');
  assert.deepEqual(map.integrity, { marketing: 'sha384-x' });
  assert.deepEqual(map.backups, { marketing: 'https://b.example/m2/mf-manifest.json' });
  assert.equal(map.remotes.studio, 'https://a.example/s1/mf-manifest.json', 'the other remotes are untouched');
  assert.deepEqual(fs.readdirSync(path.dirname(file)).sort(), ['remotes.json', 'remotes.json.history.json'], 'no lock or temporary file left');
});

test('two publishes at once both land: the second waits for the first and keeps its change', async () => {
  const file = mapFile();
  await Promise.all([
    publishToMap({ mapFile: file, name: 'marketing', url: 'https://a.example/m2/mf-manifest.json' }),
    publishToMap({ mapFile: file, name: 'studio', url: 'https://a.example/s2/mf-manifest.json' }),
  ]);
  const map = readMap(file);
  assert.equal(map.remotes.marketing, 'https://a.example/m2/mf-manifest.json');
  assert.equal(map.remotes.studio, 'https://a.example/s2/mf-manifest.json');
  assert.equal(readHistory(file).length, 2);
});

test('two deploy processes publishing at the same moment both keep their change', async () => {
  const file = mapFile();
  const script = `import { publishToMap } from ${JSON.stringify(path.join(HERE, 'remote-deploy', 'map-store.mjs'))};
    const [name, url] = process.argv.slice(1);
    await publishToMap({ mapFile: ${JSON.stringify(file)}, name, url });`;
  const publish = (name, url) => new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--input-type=module', '-e', script, name, url], { stdio: 'inherit' });
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`exit ${code}`))));
  });
  // A lock held while both start: both wait, write nothing meanwhile, then both land.
  let both;
  await withMapLock(file, async () => {
    both = Promise.all([publish('marketing', 'https://a.example/m9/mf-manifest.json'), publish('studio', 'https://a.example/s9/mf-manifest.json')]);
    await new Promise((resolve) => setTimeout(resolve, 300));
    assert.equal(readMap(file).remotes.marketing, 'https://a.example/m1/mf-manifest.json', 'nothing is written while the lock is held');
  });
  await both;
  const map = readMap(file);
  assert.equal(map.remotes.marketing, 'https://a.example/m9/mf-manifest.json');
  assert.equal(map.remotes.studio, 'https://a.example/s9/mf-manifest.json');
});

test('a lock left by a deploy that died is taken over', async () => {
  const file = mapFile();
  fs.writeFileSync(`${file}.lock`, JSON.stringify({ pid: 2 ** 22 + 12345, host: os.hostname(), at: new Date().toISOString() }));
  await publishToMap({ mapFile: file, name: 'marketing', url: 'https://a.example/m2/mf-manifest.json' });
  assert.equal(readMap(file).remotes.marketing, 'https://a.example/m2/mf-manifest.json');
});

test('a rollback restores the origin, hash and backup from before the last publish; two go back two', async () => {
  const file = mapFile();
  await publishToMap({ mapFile: file, name: 'marketing', url: 'https://a.example/m2/mf-manifest.json', integrity: 'sha384-2', backup: 'https://b.example/m2/mf-manifest.json' });
  await publishToMap({ mapFile: file, name: 'studio', url: 'https://a.example/s2/mf-manifest.json' });
  await publishToMap({ mapFile: file, name: 'marketing', url: 'https://a.example/m3/mf-manifest.json', integrity: 'sha384-3' });

  const first = await rollbackInMap({ mapFile: file, name: 'marketing' });
  assert.equal(first.from.url, 'https://a.example/m3/mf-manifest.json');
  let map = readMap(file);
  assert.equal(map.remotes.marketing, 'https://a.example/m2/mf-manifest.json');
  assert.equal(map.integrity.marketing, 'sha384-2');
  assert.equal(map.backups.marketing, 'https://b.example/m2/mf-manifest.json');
  assert.equal(map.remotes.studio, 'https://a.example/s2/mf-manifest.json', 'another remote\'s deploy stays');

  await rollbackInMap({ mapFile: file, name: 'marketing' });
  map = readMap(file);
  assert.equal(map.remotes.marketing, 'https://a.example/m1/mf-manifest.json');
  assert.equal(map.integrity, undefined, 'the first build had no hash');
  assert.equal(map.backups, undefined);
  await assert.rejects(rollbackInMap({ mapFile: file, name: 'marketing' }), /no earlier marketing to roll back to/);
});

test('the rollback target follows publishes and rollbacks of that remote only', () => {
  const entry = (action, remote, before, after) => ({ action, remote, before: { url: before }, after: { url: after } });
  const history = [entry('publish', 'marketing', 'A', 'B'), entry('publish', 'marketing', 'B', 'C'), entry('rollback', 'marketing', 'C', 'B'), entry('publish', 'studio', 'S', 'T')];
  assert.equal(rollbackTarget(history, 'marketing').url, 'A');
  assert.equal(rollbackTarget(history, 'studio').url, 'S');
  assert.equal(rollbackTarget(history, 'commerce'), null);
});

test('the history lists when, what and from where', async () => {
  const file = mapFile();
  await publishToMap({ mapFile: file, name: 'marketing', url: 'https://a.example/m2/mf-manifest.json', integrity: 'sha384-2', checks: 'checked against https://site' });
  await rollbackInMap({ mapFile: file, name: 'marketing' });
  const lines = formatHistory(readHistory(file)).split('\n');
  assert.equal(lines.length, 2);
  assert.match(lines[0], /^\d{4}-\d\d-\d\dT\S+ {2}publish +marketing +https:\/\/a\.example\/m1\/mf-manifest\.json → https:\/\/a\.example\/m2\/mf-manifest\.json {2}by \S+ {2}\[integrity; checked against https:\/\/site\]$/);
  assert.match(lines[1], /rollback +marketing +https:\/\/a\.example\/m2\/mf-manifest\.json → https:\/\/a\.example\/m1\/mf-manifest\.json/);
  assert.equal(formatHistory(readHistory(file), 'studio'), '(no deploys recorded)');
});

test('an old map (remotes only) still reads and publishes', async () => {
  const file = mapFile();
  await publishToMap({ mapFile: file, name: 'marketing', url: 'https://a.example/m2/mf-manifest.json' });
  const map = readMap(file);
  assert.deepEqual(Object.keys(map).sort(), ['apiBase', 'remotes'], 'no empty integrity or backups key is added');
});

test('shared packages: a range the shell meets passes; a major it lacks or a package it does not provide is named', () => {
  const shell = { shared: [{ name: 'react', version: '19.3.1' }, { name: 'shared-ui', version: '0.4.0' }, { name: 'api-client', version: '0.1.0' }] };
  assert.deepEqual(sharedProblems({ shared: [{ name: 'react', requiredVersion: '^19.0.0' }, { name: 'shared-ui', requiredVersion: '>=0.3.0 <1.0.0' }] }, shell), []);
  assert.deepEqual(sharedProblems({ shared: [{ name: 'shared-ui', requiredVersion: '>=1.0.0 <2.0.0' }, { name: 'jotai', requiredVersion: '^2.0.0' }, { name: 'api-client', requiredVersion: false }] }, shell), [
    { pkg: 'shared-ui', required: '>=1.0.0 <2.0.0', provided: ['0.4.0'] },
    { pkg: 'jotai', required: '^2.0.0', provided: [] },
  ]);
  assert.deepEqual(sharedProblems({ shared: [{ name: 'shared-ui', requiredVersion: '>=0.5.0 <1.0.0' }] }, shell)[0].provided, ['0.4.0'], 'a later minor than the shell has fails too');
});

test('the entry script is found beside the manifest and hashed as a script tag\'s integrity takes it', () => {
  const manifest = { metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' }, publicPath: 'auto' } };
  assert.equal(entryUrlOf('https://cdn.example/marketing/r2/mf-manifest.json', manifest), 'https://cdn.example/marketing/r2/remoteEntry.js');
  assert.equal(sriHash(Buffer.from('alert(1)')), 'sha384-HT2E9NfWiuQ/w1PRai+hTyqW16NIoCGA/m8VQDUopfAtcz6YQjtsMmQd5uRbVDpW');
});

test('the smoke check substitutes the candidate in the map and renders the remote\'s public pages', () => {
  const map = { apiBase: '', remotes: { marketing: 'old', studio: 's' }, integrity: { marketing: 'sha384-old', studio: 'sha384-s' }, backups: { marketing: 'b' } };
  assert.deepEqual(withCandidate(map, { name: 'marketing', url: 'new', integrity: 'sha384-new' }), {
    apiBase: '', remotes: { marketing: 'new', studio: 's' }, integrity: { marketing: 'sha384-new', studio: 'sha384-s' }, backups: {},
  });
  assert.equal(map.remotes.marketing, 'old', 'the page\'s map is copied, not changed');
  const routes = publicRoutesOf('marketing');
  assert.ok(routes.some((route) => route.path === '/help' && route.module === './HelpPage'));
  assert.deepEqual(publicRoutesOf('studio'), [], 'the studio has no public page');
});
