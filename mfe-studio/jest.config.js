const preset = require('../jest.preset.js');

// jest-canvas-mock gives jsdom a 2D canvas context, which fabric (the mask editor) needs.
module.exports = { ...preset, rootDir: __dirname, setupFiles: [...(preset.setupFiles ?? []), 'jest-canvas-mock'] };
