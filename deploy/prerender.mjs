// Build-time prerender of the public marketing pages (run after the frontends build): each route in
// the marketing remote's PAGE_META is rendered in Node (shell layout + page, styled-components styles
// collected) into shell/dist/prerendered/<trainer>/<route>.html, once per trainer (the copy states its training
// time), which the server sends for that path from the set its TRAINER names.
// A page that throws while rendering fails the build.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import webpack from 'webpack';
import { FRONTENDS, ROOT } from './frontends.mjs';
import { normalisePageMeta, pageHtml, prerenderedFile, withoutStartUpPreloads, withStartUpPreloads } from './prerender/page-html.mjs';
import { scriptPreloads, startUpPreloads } from './prerender/preloads.mjs';

const require = createRequire(import.meta.url);
const { swcRule, ASSET_FILENAME } = require('../webpack.common.js');

const CACHE = path.join(ROOT, 'node_modules', '.cache', 'prerender');
const SHELL_DIST = path.join(ROOT, 'shell', 'dist');
const PRERENDERED_REMOTES = ['marketing'];
const PAGE_META_FILE = path.join(ROOT, 'mfe-marketing', 'src', 'content', 'page-meta.ts');
// Until the marketing remote has PAGE_META: only the landing page, with its own title and description.
const FALLBACK_META = {
  '/': {
    title: 'AI Photographer: professional headshots and photos from your selfies',
    description: 'Train a personal AI model from 12-20 selfies and get professional headshots, dating-app and social media photos.',
  },
};

function readJson(file) {
  if (!fs.existsSync(file)) throw new Error(`prerender: ${path.relative(ROOT, file)} is missing (build the frontends first)`);
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

/** The module 'prerender-pages': every exposed module of the prerendered remotes, by MF id. */
function writePagesModule() {
  const lines = [];
  const ids = [];
  for (const frontend of FRONTENDS.filter((f) => PRERENDERED_REMOTES.includes(f.remote))) {
    for (const expose of readJson(path.join(frontend.dist, 'mf-stats.json')).exposes) {
      const file = path.join(frontend.dir, expose.file);
      lines.push(`import * as m${ids.length} from ${JSON.stringify(file)};`);
      ids.push(`${JSON.stringify(`${frontend.remote}/${expose.name}`)}: m${ids.length}`);
    }
  }
  const meta = fs.existsSync(PAGE_META_FILE)
    ? `import * as pageMeta from ${JSON.stringify(PAGE_META_FILE)};\nexport const PAGE_META_MODULE = pageMeta;`
    : 'export const PAGE_META_MODULE = null;';
  const file = path.join(CACHE, 'prerender-pages.js');
  fs.writeFileSync(file, `${lines.join('\n')}\nexport const PAGE_MODULES = { ${ids.join(', ')} };\n${meta}\n`);
  return file;
}

/** Images resolve to where the browser build puts them: under the remote's folder on the site. */
function assetRules() {
  return FRONTENDS.map((f) => ({
    test: /\.(png|jpe?g|webp|svg)$/i,
    include: path.join(f.dir, 'src'),
    type: 'asset/resource',
    generator: { filename: ASSET_FILENAME, publicPath: f.remote ? `remotes/${f.remote}/` : '', emit: false },
  }));
}

function compileRenderer(pagesModule) {
  const config = {
    mode: 'production',
    target: 'node20',
    context: ROOT,
    entry: path.join(ROOT, 'deploy', 'prerender', 'render-page.tsx'),
    output: { path: CACHE, filename: 'render-page.cjs', library: { type: 'commonjs2' }, clean: false },
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'],
      alias: {
        '@module-federation/enhanced/runtime$': path.join(ROOT, 'deploy', 'prerender', 'federation-stub.ts'),
        'prerender-pages$': pagesModule,
      },
    },
    // Libraries from node_modules stay external (one React, one styled-components); the workspace
    // packages (TypeScript sources) are compiled in.
    externals: [
      ({ request }, callback) => {
        const bare = request && !request.startsWith('.') && !path.isAbsolute(request);
        const workspace = /^(shared-ui|api-client|prerender-pages|@module-federation\/enhanced\/runtime)(\/|$)/.test(request ?? '');
        return bare && !workspace ? callback(null, `commonjs ${request}`) : callback();
      },
    ],
    module: { rules: [swcRule(), ...assetRules()] },
    // Asset names must equal the browser build's: both take the asset module's own content hash.
    optimization: { minimize: false, realContentHash: false },
    stats: 'errors-warnings',
  };
  return new Promise((resolve, reject) => {
    webpack(config).run((error, stats) => {
      if (error) return reject(error);
      if (stats.hasErrors()) return reject(new Error(`prerender build failed:\n${stats.toString('errors-only')}`));
      return resolve(path.join(CACHE, 'render-page.cjs'));
    });
  });
}

/**
 * The renderer and what it needs (the shell's index.html, each page's meta and preloads), kept in
 * shell/dist/prerendered/kit/ so the server renders the pages again when the showcase changes
 * (server/src/modules/site/live-pages.ts) with exactly what this build wrote; the server never serves this folder.
 */
function writeKit(kit) {
  const dir = path.join(SHELL_DIST, 'prerendered', 'kit');
  fs.mkdirSync(dir, { recursive: true });
  for (const file of fs.readdirSync(CACHE)) {
    if (file.endsWith('.cjs')) fs.copyFileSync(path.join(CACHE, file), path.join(dir, file));
  }
  fs.writeFileSync(path.join(dir, 'pages.json'), JSON.stringify(kit));
}

export async function prerender({ publicUrl } = {}) {
  process.env.NODE_ENV = 'production';
  fs.mkdirSync(CACHE, { recursive: true });
  const indexFile = path.join(SHELL_DIST, 'index.html');
  const indexHtml = withoutStartUpPreloads(fs.readFileSync(indexFile, 'utf8'));
  const renderer = require(await compileRenderer(writePagesModule()));
  const outDir = path.join(SHELL_DIST, 'prerendered');
  fs.rmSync(outDir, { recursive: true, force: true });
  const kit = { indexHtml, pages: {} };
  // One set of pages per trainer (prerendered/<trainer>/): the copy states the configured trainer's time, and
  // the server serves the set its TRAINER names.
  for (const trainer of renderer.trainers()) {
    const pages = normalisePageMeta(renderer.pageMeta(trainer) ?? FALLBACK_META, publicUrl);
    kit.pages[trainer] = [];
    for (const meta of pages) {
      let page;
      try {
        page = await renderer.renderPage(meta.path, trainer);
      } catch (error) {
        throw new Error(`prerender of ${meta.path} (${trainer}) failed: ${error instanceof Error ? error.stack : error}`);
      }
      const file = path.join(outDir, trainer, prerenderedFile(meta.path));
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, pageHtml(indexHtml, page, meta, scriptPreloads(page)));
      kit.pages[trainer].push({ meta, preloads: scriptPreloads(page) });
    }
    console.log(`Prerendered for ${trainer}: ${pages.map((p) => p.path).join(', ')}`);
  }
  writeKit(kit);
  // Every other page: the start-up files announced beside main.js.
  fs.writeFileSync(indexFile, withStartUpPreloads(indexHtml, startUpPreloads()));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  prerender().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
