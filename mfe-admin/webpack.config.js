module.exports = require('../webpack.common.js')({
  dir: __dirname,
  name: 'admin',
  title: 'AI Photographer: admin',
  exposes: {
    './SystemStatusPage': './src/pages/system-status-page.tsx',
    './AdminPanel': './src/pages/admin-panel.tsx',
    './ContentGenPage': './src/pages/content-gen-page.tsx',
    './ContentGenPromptsPage': './src/pages/content-gen-prompts-page.tsx',
    './AdminToolsPage': './src/pages/admin-tools-page.tsx',
  },
});
