// One copy of everything (issue 31): no source module, of a package or of our own, is in the built files of two
// frontends, so no page fetches it twice from two builds. The shell provides every shared package (the
// singletons, the full api-client with zod, the full shared-ui) and the remotes' production builds carry
// none of them (webpack.common.js, `import: false`). Builds what is missing or stale first, then reads what
// each build recorded (webpack.bundle-modules.js). Run: `npm run test:bundles` (`npm test` runs it too).
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import test from 'node:test';
import { buildFrontends } from './build-frontends.mjs';
import { FRONTENDS } from './frontends.mjs';

/**
 * Modules every container must carry itself: MF's bundler runtime, the glue between the MF runtime (one copy,
 * the shell's, `externalRuntime`) and that build's own `__webpack_require__`. Each remote's remoteEntry.js
 * holds it once; it is not shared code a page could fetch from another build.
 */
const PER_BUILD = [/^node_modules\/@module-federation\/webpack-bundler-runtime\//, /^node_modules\/@module-federation\/runtime\//, /^node_modules\/@module-federation\/sdk\//, /^node_modules\/@module-federation\/error-codes\//];

/**
 * Each frontend's built files that the site can load (from the shell's main or a remote's container; not a
 * remote's standalone development page), with the source modules each carries.
 */
function builtModules() {
  return FRONTENDS.map((frontend) => {
    const file = path.join(frontend.dir, 'dist-stats', 'modules.json');
    assert.ok(fs.existsSync(file), `${frontend.pkg} has no ${path.relative(frontend.dir, file)}: build it (node deploy/build-frontends.mjs --all)`);
    const { siteEntry, files } = JSON.parse(fs.readFileSync(file, 'utf8'));
    const loaded = Object.entries(files).filter(([, built]) => built.entries.includes(siteEntry));
    return { pkg: frontend.pkg, files: Object.fromEntries(loaded.map(([name, built]) => [name, built.modules])) };
  });
}

test('no module is in the built files of two frontends', { timeout: 600_000 }, () => {
  buildFrontends();
  /** module → the `frontend/file` places that carry it */
  const places = new Map();
  for (const { pkg, files } of builtModules()) {
    for (const [file, modules] of Object.entries(files)) {
      for (const module of modules) places.set(module, [...(places.get(module) ?? []), `${pkg}/${file}`]);
    }
  }
  const frontendsOf = (list) => new Set(list.map((place) => place.split('/')[0]));
  const twice = [...places]
    .filter(([module, list]) => frontendsOf(list).size > 1 && !PER_BUILD.some((pattern) => pattern.test(module)))
    .map(([module, list]) => `${module}: ${list.join(', ')}`);
  assert.deepEqual(twice, [], `modules carried by two frontends (each would be fetched from both):\n${twice.join('\n')}`);
});

test('every frontend recorded its modules, and the shared packages are in the shell', () => {
  const shell = builtModules().find((build) => build.pkg === 'shell');
  const modules = new Set(Object.values(shell.files).flat());
  for (const source of ['api-client/src/index.ts', 'shared-ui/src/index.ts', 'node_modules/react-dom/index.js']) {
    assert.ok(modules.has(source), `the shell provides ${source}`);
  }
  assert.ok([...modules].some((module) => module.startsWith('node_modules/zod/')), 'the shell provides zod with the contract');
});
