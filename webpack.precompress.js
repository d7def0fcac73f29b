// Writes a brotli (quality 11) and a gzip (level 9) copy beside each text file of a production build, so the
// server sends files compressed once at their smallest instead of compressing each reply quickly
// (@fastify/static's preCompressed; the dynamic compression stays for anything without a copy).
const zlib = require('zlib');
const { promisify } = require('util');

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const TEXT_FILE = /\.(?:js|json|html|css|svg|txt)$/;
const MIN_BYTES = 1024; // the server does not compress smaller replies either

class PrecompressPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('PrecompressPlugin', (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        { name: 'PrecompressPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER },
        async (assets) => {
          const files = Object.keys(assets).filter((name) => TEXT_FILE.test(name) && assets[name].size() >= MIN_BYTES);
          await Promise.all(files.map(async (name) => {
            const input = Buffer.from(assets[name].buffer());
            const [br, gz] = await Promise.all([
              brotli(input, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: input.length } }),
              gzip(input, { level: 9 }),
            ]);
            compilation.emitAsset(`${name}.br`, new sources.RawSource(br), { minimized: true, compressed: true });
            compilation.emitAsset(`${name}.gz`, new sources.RawSource(gz), { minimized: true, compressed: true });
          }));
        },
      );
    });
  }
}

module.exports = { PrecompressPlugin };
