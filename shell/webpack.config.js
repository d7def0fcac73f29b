module.exports = require('../webpack.common.js')({ dir: __dirname, name: 'shell', title: 'AI Photographer' });
