module.exports = require('../webpack.common.js')({
  dir: __dirname,
  name: 'studio',
  title: 'AI Photographer studio',
  // Gen, train, models, templates and the mask editor are exposed here as later issues build them.
  exposes: {},
});
