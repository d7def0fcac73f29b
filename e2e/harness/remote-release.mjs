// Source trees for remote-deploy.spec.ts: a copy of one remote, as another team's release of it would be
// (a visible change, built against another version of shared-ui), laid out so that it builds with the
// repository's own packages and build settings and without touching a tracked file.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from '../../deploy/frontends.mjs';

/** Where the spec's copies, builds and remotes map live (git ignores e2e/.artifacts/). */
export const RELEASES_DIR = path.join(ROOT, 'e2e', '.artifacts', 'remote-deploy');

function copy(from, to) {
  fs.cpSync(path.join(ROOT, from), to, { recursive: true });
}

/**
 * Copies package `pkg` (e.g. 'mfe-marketing') into `dir`, with shared-ui declared and provided at
 * `sharedUiVersion`, then applies `edits` ({ file (within the package), from, to }) to the copy.
 * Returns the package folder to build from.
 * @param {{ dir: string, pkg: string, sharedUiVersion: string, edits?: { file: string, from: string, to: string }[] }} options
 * @returns {string}
 */
export function prepareRemoteSource({ dir, pkg, sharedUiVersion, edits = [] }) {
  fs.rmSync(dir, { recursive: true, force: true });
  // The remote's webpack.config.js requires ../webpack.common.js: the repository's own, by a one-line stand-in.
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'webpack.common.js'), `module.exports = require(${JSON.stringify(path.join(ROOT, 'webpack.common.js'))});\n`);
  // Like the repository root: CommonJS (e2e/package.json above says "module").
  fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ private: true }));
  const source = path.join(dir, pkg);
  for (const part of ['src', 'public', 'webpack.config.js', 'package.json']) {
    if (fs.existsSync(path.join(ROOT, pkg, part))) copy(path.join(pkg, part), path.join(source, part));
  }
  for (const part of ['src', 'package.json']) copy(path.join('shared-ui', part), path.join(dir, 'shared-ui', part));
  // Module resolution finds this shared-ui first (its real path is outside node_modules, so it compiles
  // like the workspace's); every other package resolves to the repository's node_modules above.
  fs.mkdirSync(path.join(dir, 'node_modules'), { recursive: true });
  fs.symlinkSync('../shared-ui', path.join(dir, 'node_modules', 'shared-ui'));
  setJson(path.join(dir, 'shared-ui', 'package.json'), (p) => ({ ...p, version: sharedUiVersion }));
  setJson(path.join(source, 'package.json'), (p) => ({ ...p, dependencies: { ...p.dependencies, 'shared-ui': sharedUiVersion } }));
  for (const { file, from, to } of edits) {
    const target = path.join(source, file);
    const text = fs.readFileSync(target, 'utf8');
    if (!text.includes(from)) throw new Error(`${file} has no "${from}" to change`);
    fs.writeFileSync(target, text.replace(from, to));
  }
  return source;
}

function setJson(file, change) {
  fs.writeFileSync(file, JSON.stringify(change(JSON.parse(fs.readFileSync(file, 'utf8'))), null, 2));
}

/**
 * sha256 of every file under `dir`, by relative path: the same map before and after means byte-identical.
 * @param {string} dir
 * @returns {Record<string, string>}
 */
export function hashTree(dir) {
  /** @type {Record<string, string>} */
  const hashes = {};
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    hashes[path.relative(dir, file)] = createHash('sha256').update(fs.readFileSync(file)).digest('hex');
  }
  return hashes;
}
