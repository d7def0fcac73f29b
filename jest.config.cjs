// Every frontend package's tests in one jest run (`npx jest` at the root): one start-up, workers shared.
const PACKAGES = ['api-client', 'shared-ui', 'shell', 'mfe-marketing', 'mfe-onboarding', 'mfe-studio', 'mfe-commerce', 'mfe-admin'];

module.exports = {
  projects: PACKAGES.map((name) => `<rootDir>/${name}`),
};
