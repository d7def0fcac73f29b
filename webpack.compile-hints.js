// Puts V8's explicit compile hint (`//# allFunctionsCalledOnLoad`, https://v8.dev/blog/explicit-compile-hints)
// at the top of each production script: V8 then compiles all of its functions while the file streams in, on a
// background thread, instead of compiling each function on the main thread the first time it is called. Our
// scripts are start-up code (the MF runtime, react-dom, the shell, each remote's pages), so nearly every
// function runs as the file loads. On `/`, CPU 4× slower, main-thread script time fell from ~433 to ~255 ms and
// time to interactive from ~1.3 to ~1.1 s (`npm run bench:main-thread`, docs/performance.md).
//
// A chunk holding a large library a page calls only a little of (fabric, for the editor) keeps V8's lazy
// compile: compiling all of it would cost more than its page uses.
const HINT = '//# allFunctionsCalledOnLoad\n';
const LAZY_PACKAGES = /[\\/]node_modules[\\/](fabric)[\\/]/;

class CompileHintsPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('CompileHintsPlugin', (compilation) => {
      // The hint is part of the file, so it is part of its content hash: a file served as immutable under
      // one name never changes its bytes.
      compiler.webpack.javascript.JavascriptModulesPlugin.getCompilationHooks(compilation).chunkHash.tap(
        'CompileHintsPlugin',
        (chunk, hash) => { if (!holdsLazyPackage(compilation, chunk)) hash.update(HINT); },
      );
      compilation.hooks.processAssets.tap(
        // after minification (which drops comments), before the compressed copies are written
        { name: 'CompileHintsPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 },
        () => {
          for (const chunk of compilation.chunks) {
            if (holdsLazyPackage(compilation, chunk)) continue;
            for (const file of chunk.files) {
              if (!file.endsWith('.js')) continue;
              // marked minimized, or the minimizer (which also takes assets changed after its stage) strips it
              compilation.updateAsset(file, (source) => new sources.ConcatSource(HINT, source), { minimized: true });
            }
          }
        },
      );
    });
  }
}

function holdsLazyPackage(compilation, chunk) {
  for (const module of compilation.chunkGraph.getChunkModulesIterable(chunk)) {
    const resource = module.resource ?? module.rootModule?.resource;
    if (resource && LAZY_PACKAGES.test(resource)) return true;
  }
  return false;
}

module.exports = { CompileHintsPlugin };
