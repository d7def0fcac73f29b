// Shared jest settings for every frontend package: @swc/jest (no tsc in the loop) + jsdom.
const path = require('path');
module.exports = {
  testEnvironment: 'jsdom',
  transform: {
    '^.+\\.(t|j)sx?$': ['@swc/jest', {
      jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } }, target: 'es2022' },
      module: { type: 'commonjs' },
    }],
  },
  moduleNameMapper: {
    '\\.(png|jpe?g|webp|svg)$': path.join(__dirname, 'jest.file-stub.js'),
  },
  setupFilesAfterEnv: [path.join(__dirname, 'jest.setup.ts')],
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
};
