module.exports = require('../webpack.common.js')({
  dir: __dirname,
  name: 'commerce',
  title: 'AI Photographer: account',
  exposes: { './AccountPage': './src/pages/account-page.tsx' },
});
