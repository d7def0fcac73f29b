// One webpack + Module Federation factory for the shell and every remote, so they agree on
// what is shared and how chunks are named.
const path = require('path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const TerserPlugin = require('terser-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { PrecompressPlugin } = require('./webpack.precompress');
const { CompileHintsPlugin } = require('./webpack.compile-hints');
const { BundleModulesPlugin } = require('./webpack.bundle-modules');

const ROUTER_ENTRY = path.join(__dirname, 'webpack.router-entry.mjs');

// One copy of each for the whole site: one session atom, one snackbar, one router.
const SINGLETONS = ['react', 'react-dom', 'react-router-dom', 'jotai', 'styled-components', 'shared-ui', 'api-client'];

/** A module from node_modules or the router entry: what the packageDuplicates chunk group may move. */
function isPackageModule(module) {
  const file = module.resource || '';
  return file === ROUTER_ENTRY || /[\\/]node_modules[\\/]/.test(file);
}

/** A module of the packages every page's first load runs (react, react-dom, the router, styled-components, jotai). */
function isStartUpVendor(module) {
  const file = module.resource || '';
  return file === ROUTER_ENTRY || /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|styled-components|stylis|jotai)[\\/]/.test(file);
}

// Our own packages promise that a minor release only adds: a remote built against shared-ui or
// api-client x.y runs on any later x.* the shell brings, even where x is 0 (deploy/README.md).
const OWN_PACKAGES = ['shared-ui', 'api-client'];

/**
 * What a build accepts from the shell for a package it was built against `version` of: the same major
 * from that version on (a caret range for third-party ones). A singleton outside it cannot work, so it
 * is strict: loading that remote fails, and the shell's error view says why, instead of a broken page.
 */
function acceptedRange(name, version) {
  if (!version) return false;
  const exact = version.replace(/^[\^~]/, '');
  if (!OWN_PACKAGES.includes(name)) return `^${exact}`;
  return `>=${exact} <${Number(exact.split('.')[0]) + 1}.0.0`;
}

/**
 * The full entries of our own packages, which the shell never imports but provides for the remotes: one copy of
 * the contract (with zod) and of shared-ui for the whole site, loaded with the first page that uses them (never
 * on the first load: deploy/prerender/preloads.mjs leaves them out). Provided by file path, so the shell's
 * build includes them without importing them.
 */
const PROVIDED_FOR_REMOTES = {
  'api-client': require.resolve('api-client'),
  'shared-ui': require.resolve('shared-ui'),
  // What a signed-in studio page renders its first data with (shared-ui/src/first-render.ts); the shell itself
  // only imports it, dynamically, to start the generation page's requests (shell/src/routes/route-table.ts).
  'shared-ui/first-render': require.resolve('shared-ui/first-render'),
  // The product's promises (api-client/src/promises.ts): the marketing and onboarding pages read them on their
  // first load (deploy/prerender/preloads.mjs preloads it for the pages that need it), the studio's pages do not.
  'api-client/promises': require.resolve('api-client/promises'),
};

/**
 * What a build shares. The shell provides every shared package; a remote's production build only consumes
 * them (`import: false`: no fallback copy in its files), so no page fetches a package twice from two builds
 * (issue 31; deploy/bundle-duplicates.test.mjs). A remote therefore runs only under a shell that provides
 * what it accepts, which the strict ranges already required. Development builds keep their fallbacks: a
 * remote's standalone dev host has no shell.
 */
function sharedModules(pkg, { isShell, production }) {
  const versions = pkg.dependencies || {};
  const shared = {};
  for (const name of SINGLETONS) {
    shared[name] = { singleton: true, strictVersion: true, requiredVersion: acceptedRange(name, versions[name]) };
  }
  // The router is shared as the slim entry of the parts the site uses (see webpack.router-entry.mjs).
  shared['react-router-dom'] = {
    ...shared['react-router-dom'],
    import: ROUTER_ENTRY,
    version: require('react-router-dom/package.json').version,
  };
  // api-client's start-up entry (client, settings, start-up calls; no zod) is shared on its own: the full
  // entry re-exports it, and the first load needs only it (api-client/src/runtime.ts).
  shared['api-client/runtime'] = { ...shared['api-client'] };
  // The promises, likewise (api-client/src/promises.ts): the landing page's first load, not the studio's.
  shared['api-client/promises'] = { ...shared['api-client'] };
  // shared-ui likewise: its start-up entry is what the first page of any route renders (shared-ui/src/start-up.ts).
  shared['shared-ui/start-up'] = { ...shared['shared-ui'] };
  // And the first render of the studio's pages (shared-ui/src/first-render.ts): no form fields, viewer or previews.
  shared['shared-ui/first-render'] = { ...shared['shared-ui'] };
  // Separate entry points of react and react-dom must be singletons too.
  shared['react-dom/client'] = { ...shared['react-dom'] };
  shared['react/jsx-runtime'] = { ...shared.react };
  if (isShell) {
    for (const [name, file] of Object.entries(PROVIDED_FOR_REMOTES)) {
      const pkgName = name.split('/')[0];
      shared[name] = { ...shared[name], import: file, version: require(path.join(__dirname, pkgName, 'package.json')).version };
    }
  } else if (production) {
    for (const name of Object.keys(shared)) shared[name] = { ...shared[name], import: false };
  }
  return shared;
}

// The SWC rule for TypeScript/TSX, also used by the prerender build (deploy/prerender) so server and
// browser compile every styled component the same way. The styled-components plugin gives each component
// a componentId from its file and position, not from the order modules happen to load in: the class
// names in the prerendered HTML then match the ones the browser generates, which hydration needs.
const STYLED_COMPONENTS_PLUGIN = require.resolve('@swc/plugin-styled-components/swc_plugin_styled_components.wasm');

function swcRule() {
  return {
    test: /\.[cm]?tsx?$/,
    exclude: /node_modules/,
    use: {
      loader: 'swc-loader',
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
          target: 'es2020',
          experimental: {
            plugins: [[STYLED_COMPONENTS_PLUGIN, { displayName: false, ssr: true, fileName: false }]],
            // Wasm plugin cache: kept out of the packages' folders (it would land in <package>/.swc).
            cacheRoot: path.join(__dirname, 'node_modules', '.cache', 'swc'),
          },
        },
      },
    },
  };
}

// Images keep content-hash names, the same in the browser builds and the prerender build.
const ASSET_FILENAME = '[contenthash:16][ext]';

/**
 * MF runtime placement: the shell (a pure consumer) ships the runtime once and provides it on a global;
 * production remotes use that global instead of bundling their own copy (each remoteEntry ~27 → ~8 KiB gz).
 * Development builds of remotes keep their own runtime so their standalone dev host still runs.
 */
function federationExperiments(app, mode) {
  // Browser-only builds: the runtime's Node script loaders are left out (~2.6 KB brotli).
  const optimization = { target: 'web' };
  if (!app.exposes) return { optimization };
  return mode === 'production' ? { externalRuntime: true, optimization } : { optimization };
}

/**
 * The shell provides the runtime to the remotes with MF's inject-external-runtime-core plugin. Its
 * `provideExternalRuntime` option adds the plugin by its CommonJS file, which pulls in a CommonJS copy of
 * the whole runtime beside the ES module copy the bundler runtime uses (+11 KB brotli, 99 KB raw, on the first
 * load); adding the plugin's ES module file keeps one copy.
 */
const PROVIDE_RUNTIME_PLUGIN = path.join(
  path.dirname(require.resolve('@module-federation/inject-external-runtime-core-plugin')),
  'index.js',
);

function federationRuntimePlugins(app) {
  return app.exposes ? [] : [PROVIDE_RUNTIME_PLUGIN];
}

/**
 * The site's icon, the navigation's logo (shell/src/layout/brand.tsx) inline: without one the browser asks for
 * /favicon.ico, and its 404 is an error in the console of every page (Lighthouse's best practices).
 */
const FAVICON = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 36 36"><rect width="36" height="36" rx="8" fill="#4f46e5"/>' +
    '<circle cx="18" cy="19" r="7.5" fill="none" stroke="#fff" stroke-width="2.5"/><circle cx="18" cy="19" r="2.5" fill="#fff"/>' +
    '<rect x="11" y="8" width="7" height="3" rx="1.5" fill="#fff"/></svg>',
)}`;

function htmlPage(title) {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="theme-color" content="#111827">
<link rel="icon" href="${FAVICON}">
<title>${title}</title>
</head>
<body><div id="root"></div></body>
</html>`;
}

/**
 * @param {{ dir: string, name: string, title: string, exposes?: Record<string, string> }} app
 */
function federatedApp(app) {
  const pkg = require(path.join(app.dir, 'package.json'));
  return (_env, argv) => {
    const mode = argv.mode || 'production';
    return {
      mode,
      entry: './src/index.ts',
      context: app.dir,
      devtool: mode === 'production' ? false : 'eval-cheap-module-source-map',
      output: {
        path: path.join(app.dir, 'dist'),
        publicPath: 'auto',
        uniqueName: app.name,
        clean: true,
        // Entry files keep stable names: the MF runtime looks them up; chunks get hashes for caching.
        filename: '[name].js',
        chunkFilename: mode === 'production' ? '[name].[contenthash:8].js' : '[name].js',
        assetModuleFilename: ASSET_FILENAME,
      },
      resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'] },
      module: {
        rules: [
          swcRule(),
          { test: /\.(png|jpe?g|webp|svg)$/i, type: 'asset/resource' },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name: app.name,
          ...(app.exposes ? { filename: 'remoteEntry.js', exposes: app.exposes } : {}),
          remotes: {}, // the shell registers remotes at runtime from remotes.json
          shared: sharedModules(pkg, { isShell: !app.exposes, production: mode === 'production' }),
          // Take a shared package from the builds already registered (the shell provides them all) instead of
          // first loading every remote's remoteEntry.js to compare versions ('version-first'), which a remote
          // without fallbacks would trigger on every page.
          shareStrategy: 'loaded-first',
          dts: false,
          manifest: true,
          experiments: federationExperiments(app, mode),
          runtimePlugins: federationRuntimePlugins(app),
        }),
        new HtmlWebpackPlugin({ templateContent: htmlPage(app.title) }),
        ...(mode === 'production' ? [new CompileHintsPlugin(), new PrecompressPlugin(), new BundleModulesPlugin()] : []),
      ],
      optimization: {
        // Image names come from the asset module's own content hash, as in the prerender build, so the
        // prerendered HTML and the browser build name every image alike.
        realContentHash: false,
        minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify, terserOptions: { compress: true, mangle: true } })],
        splitChunks: {
          cacheGroups: {
            // MF reaches a shared package two ways (its provider and its consumer's fallback), each an async
            // chunk. Under webpack's 20 KB minimum each chunk kept its own copy and the first load fetched
            // both (react-dom's entry and the router entry twice); package modules in two or more async
            // chunks now get one chunk per set of chunks that use them, whatever their size.
            packageDuplicates: { test: isPackageModule, chunks: 'async', minChunks: 2, minSize: 0, priority: -5, reuseExistingChunk: true },
            // What the first load of every page runs from node_modules: react with react-dom (four shared modules),
            // the router (the slim entry), styled-components and jotai, in one file instead of four, which saves
            // three requests' headers (~0.4 KB each on the wire; issue 31).
            vendor: { test: isStartUpVendor, name: 'vendor', chunks: 'async', enforce: true, priority: 10 },
            // zod, which the full api-client (the contract's schemas) needs, under its own name: MF's manifest lists
            // a shared package's own chunk but not the chunks it depends on, so the shell finds this one by its
            // name among a page's files to prefetch it with the contract (shell/src/remotes/prefetch-next.ts).
            zod: { test: /[\\/]node_modules[\\/]zod[\\/]/, name: 'zod', chunks: 'async', enforce: true, priority: 10 },
            // The promises (api-client/promises), which the shell provides and also reaches through the full
            // api-client: MF's provider and the consumer's fallback each made a chunk of the same two modules, and the
            // prerender preloaded both names. One named chunk, preloaded once (deploy/prerender/preloads.mjs).
            promises: {
              test: /[\\/]api-client[\\/]src[\\/](promises|contract[\\/]entities[\\/]promises)\.ts$/,
              name: 'promises',
              chunks: 'async',
              enforce: true,
              priority: 10,
            },
          },
        },
      },
      performance: { hints: false },
      stats: 'errors-warnings',
    };
  };
}

module.exports = federatedApp;
module.exports.swcRule = swcRule;
module.exports.ASSET_FILENAME = ASSET_FILENAME;
module.exports.PROVIDED_FOR_REMOTES = Object.keys(PROVIDED_FOR_REMOTES);
