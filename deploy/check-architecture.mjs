// `npm run lint` runs this after ESLint: what a per-file rule cannot see.
//  1. The server's modules form no cycle: module A imports module B (through B's index.ts) only if B
//     never reaches A back. Prints the modules in dependency order (docs/modules.md draws it).
//  2. No file-level import cycle in any package (madge), with each package's own entry points
//     (`api-client/runtime`, `shared-ui/start-up`...) resolved to its files, which madge alone skips.
//  3. docs/api-map.md (URL → route file) is as deploy/api-map.mjs makes it.
// Exits 1 on any finding. `--order` prints only the module order.
import fs from 'node:fs';
import path from 'node:path';
import madge from 'madge';
import { API_MAP_FILE, renderApiMap } from './api-map.mjs';
import { ROOT } from './frontends.mjs';

const MODULES_DIR = path.join(ROOT, 'server', 'src', 'modules');
const IMPORT = /(?:from|import)\s*\(?\s*'(\.[^']+)'/g;

function filesUnder(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(full);
    return /\.(ts|mts)$/.test(entry.name) ? [full] : [];
  });
}

/** module → the modules its files import. */
function moduleGraph() {
  const graph = new Map();
  for (const name of fs.readdirSync(MODULES_DIR, { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => e.name)) {
    const uses = new Set();
    for (const file of filesUnder(path.join(MODULES_DIR, name))) {
      for (const [, specifier] of fs.readFileSync(file, 'utf8').matchAll(IMPORT)) {
        const target = path.relative(MODULES_DIR, path.resolve(path.dirname(file), specifier)).split(path.sep);
        if (target.length > 1 && !target[0].startsWith('..') && target[0] !== name) uses.add(target[0]);
      }
    }
    graph.set(name, uses);
  }
  return graph;
}

/** The modules, each after those it uses; or the cycles found instead. */
function dependencyOrder(graph) {
  const order = [];
  const state = new Map();
  const cycles = [];
  const visit = (name, trail) => {
    if (state.get(name) === 'done') return;
    if (state.get(name) === 'visiting') {
      cycles.push([...trail.slice(trail.indexOf(name)), name].join(' → '));
      return;
    }
    state.set(name, 'visiting');
    for (const used of [...(graph.get(name) ?? [])].sort()) visit(used, [...trail, name]);
    state.set(name, 'done');
    order.push(name);
  };
  for (const name of [...graph.keys()].sort()) visit(name, []);
  return { order, cycles };
}

const PACKAGES = ['api-client', 'shared-ui', 'shell', 'mfe-marketing', 'mfe-onboarding', 'mfe-studio', 'mfe-commerce', 'mfe-admin', 'server'];
/** Each package's self-imports, resolved to its files (madge does not follow a package's own name). */
const ENTRY_POINTS = {
  'api-client': ['api-client/src/index.ts'],
  'api-client/runtime': ['api-client/src/runtime.ts'],
  'api-client/prehash': ['api-client/src/password/prehash.ts'],
  'shared-ui': ['shared-ui/src/index.ts'],
  'shared-ui/start-up': ['shared-ui/src/start-up.ts'],
};

async function fileCycles() {
  const found = [];
  for (const name of PACKAGES) {
    const result = await madge(path.join(ROOT, name, 'src'), {
      fileExtensions: ['ts', 'tsx', 'mts'],
      excludeRegExp: [/\.test\.tsx?$/, /\.stories\.tsx?$/, /node_modules/],
      tsConfig: { compilerOptions: { baseUrl: ROOT, paths: ENTRY_POINTS, moduleResolution: 'bundler' } },
      detectiveOptions: { ts: { skipTypeImports: false }, tsx: { skipTypeImports: false } },
    });
    for (const cycle of result.circular()) found.push(`${name}: ${cycle.join(' → ')}`);
  }
  return found;
}

const { order, cycles } = dependencyOrder(moduleGraph());
if (process.argv.includes('--order')) {
  console.log(order.join('\n'));
} else {
  const files = await fileCycles();
  for (const cycle of cycles) console.error(`module cycle: ${cycle}`);
  for (const cycle of files) console.error(`file cycle: ${cycle}`);
  const staleMap = fs.readFileSync(API_MAP_FILE, 'utf8') !== renderApiMap();
  if (staleMap) console.error('docs/api-map.md is stale: run node deploy/api-map.mjs');
  if (cycles.length + files.length > 0 || staleMap) process.exit(1);
  console.log(`architecture: ${order.length} server modules without a cycle (${order.join(' → ')}); no file cycle in ${PACKAGES.length} packages`);
}
