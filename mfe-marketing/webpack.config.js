module.exports = require('../webpack.common.js')({
  dir: __dirname,
  name: 'marketing',
  title: 'AI Photographer',
  exposes: { './LandingPage': './src/pages/landing-page.tsx' },
});
