// Writes which source modules each emitted JavaScript file of a build carries, and from which entry points it
// can be loaded, to dist-stats/modules.json beside the build's dist folder (not in it: nothing a browser
// needs). deploy/bundle-duplicates.test.mjs reads it for every frontend and fails when two builds carry the
// same module in files the site loads, which the browser would then fetch twice.
const fs = require('fs');
const path = require('path');

const ROOT = __dirname;
const OUTPUT = path.join('dist-stats', 'modules.json');

/** The source files a module stands for: itself, or each module webpack concatenated into it. */
function sourceFiles(module) {
  const inner = module.modules; // a ConcatenatedModule's parts
  if (Array.isArray(inner) || inner instanceof Set) return [...inner].flatMap(sourceFiles);
  return module.resource ? [path.relative(ROOT, module.resource.split('?')[0])] : [];
}

/** The entry points whose loading can reach each chunk (through every async chunk group below them). */
function entriesByChunk(compilation) {
  const entries = new Map();
  for (const [name, entrypoint] of compilation.entrypoints) {
    const seen = new Set();
    const groups = [entrypoint];
    while (groups.length) {
      const group = groups.pop();
      if (seen.has(group)) continue;
      seen.add(group);
      for (const chunk of group.chunks) entries.set(chunk, (entries.get(chunk) ?? new Set()).add(name));
      groups.push(...group.childrenIterable);
    }
  }
  return entries;
}

class BundleModulesPlugin {
  apply(compiler) {
    compiler.hooks.afterEmit.tap('BundleModulesPlugin', (compilation) => {
      const name = compiler.options.output.uniqueName;
      const reached = entriesByChunk(compilation);
      const files = {};
      for (const chunk of compilation.chunks) {
        const scripts = [...chunk.files].filter((file) => file.endsWith('.js'));
        if (!scripts.length) continue;
        const modules = new Set();
        for (const module of compilation.chunkGraph.getChunkModulesIterable(chunk)) for (const file of sourceFiles(module)) modules.add(file);
        for (const script of scripts) files[script] = { entries: [...(reached.get(chunk) ?? [])].sort(), modules: [...modules].sort() };
      }
      // What the site loads of this build: a remote's container (remoteEntry.js, named like the remote), the
      // shell's main. A remote's own `main` is its standalone development page, which the site never loads.
      const siteEntry = compilation.entrypoints.has(name) ? name : 'main';
      const target = path.join(compiler.context, OUTPUT);
      fs.mkdirSync(path.dirname(target), { recursive: true });
      fs.writeFileSync(target, `${JSON.stringify({ name, siteEntry, files }, null, 1)}\n`);
    });
  }
}

module.exports = { BundleModulesPlugin, BUNDLE_MODULES_FILE: OUTPUT };
