const fs = require('fs');
const path = require('path');
const federatedApp = require('../webpack.common.js');

const PUBLIC_DIR = path.join(__dirname, 'public');

/** Emits the static pages of public/ (privacy policy, terms of service) into dist/ unchanged. */
class CopyPublicFilesPlugin {
  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('CopyPublicFilesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'CopyPublicFilesPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          for (const name of fs.readdirSync(PUBLIC_DIR)) {
            const file = path.join(PUBLIC_DIR, name);
            compilation.fileDependencies.add(file);
            compilation.emitAsset(name, new RawSource(fs.readFileSync(file)));
          }
        },
      );
    });
  }
}

const app = federatedApp({
  dir: __dirname,
  name: 'marketing',
  title: 'AI Photographer',
  exposes: {
    './LandingPage': './src/pages/landing-page.tsx',
    './FaceGalleryPage': './src/pages/face-gallery-page.tsx',
    './HelpPage': './src/pages/help-page.tsx',
    './InstructionsPage': './src/pages/instructions-page.tsx',
    './RulesPage': './src/pages/rules-page.tsx',
    './GuideArticlePage': './src/pages/guide-article-page.tsx',
    './PassportPhotosPage': './src/pages/passport-photos-page.tsx',
  },
});

module.exports = (env, argv) => {
  const config = app(env, argv);
  config.plugins.push(new CopyPublicFilesPlugin());
  return config;
};
