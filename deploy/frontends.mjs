// The frontend packages and where each is served, shared by start, tests, e2e and benchmarks.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export const FRONTENDS = [
  { pkg: 'shell', remote: null },
  { pkg: 'mfe-marketing', remote: 'marketing' },
  { pkg: 'mfe-onboarding', remote: 'onboarding' },
  { pkg: 'mfe-studio', remote: 'studio' },
  { pkg: 'mfe-commerce', remote: 'commerce' },
  { pkg: 'mfe-admin', remote: 'admin' },
].map((f) => ({ ...f, dir: path.join(ROOT, f.pkg), dist: path.join(ROOT, f.pkg, 'dist') }));

// Sources a frontend build depends on besides its own src/.
const SHARED_INPUTS = ['shared-ui/src', 'api-client/src', 'webpack.common.js', 'webpack.router-entry.mjs', 'webpack.precompress.js', 'webpack.compile-hints.js', 'webpack.bundle-modules.js'].map((p) => path.join(ROOT, p));

function newestMtime(target) {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of fs.readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

/** A frontend needs a build when its manifest is missing or older than any source it is built from. */
export function needsBuild(frontend) {
  const manifest = path.join(frontend.dist, 'mf-manifest.json');
  if (!fs.existsSync(manifest)) return true;
  const built = fs.statSync(manifest).mtimeMs;
  const inputs = [path.join(frontend.dir, 'src'), path.join(frontend.dir, 'webpack.config.js'), ...SHARED_INPUTS];
  return inputs.some((input) => newestMtime(input) > built);
}
