module.exports = { ...require('../jest.preset.js'), rootDir: __dirname };
