module.exports = require('../webpack.common.js')({
  dir: __dirname,
  name: 'studio',
  title: 'AI Photographer studio',
  exposes: {
    './TrainPage': './src/pages/train-page.tsx',
    './ModelsPage': './src/pages/models-page.tsx',
    './EditModelPage': './src/pages/edit-model-page.tsx',
    './GenPage': './src/pages/gen-page.tsx',
    './TemplatesPage': './src/pages/templates-page.tsx',
    './TemplateCompletePage': './src/pages/template-complete-page.tsx',
    './DeletedImagesPage': './src/pages/deleted-images-page.tsx',
    // The editor is the only page that loads fabric: its own exposed module, so its own chunks.
    './EditImagePage': './src/pages/edit-image-page.tsx',
    './UploadImagePage': './src/pages/upload-image-page.tsx',
    './IdPhotoPage': './src/pages/id-photo-page.tsx',
  },
});
