// No pages yet (later issues), so an empty run must not fail `npm test`.
module.exports = { ...require('../jest.preset.js'), rootDir: __dirname, passWithNoTests: true };
