// Every frontend package's tests in one jest run (`npx jest` at the root): one start-up, workers shared.
const PACKAGES = ['api-client', 'shared-ui', 'shell', 'mfe-marketing', 'mfe-onboarding', 'mfe-studio', 'mfe-commerce', 'mfe-admin'];

module.exports = {
  // A test that waits on several screens (each query waits up to 4 s) must not fail on a busy machine.
  testTimeout: 15_000,
  projects: PACKAGES.map((name) => `<rootDir>/${name}`),
};
