// The site shares a slim router entry (webpack.router-entry.mjs): a page importing a router export that is
// not listed there would get `undefined` in the browser, while its own tests (which use the whole package)
// pass. This test reads every frontend's sources and fails on such an import.
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../../..');
const PACKAGES = ['shell', 'shared-ui', 'mfe-marketing', 'mfe-onboarding', 'mfe-studio', 'mfe-commerce', 'mfe-admin'];

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    const isSource = /\.tsx?$/.test(entry.name) && !/\.(test|stories)\.tsx?$/.test(entry.name);
    return isSource ? [full] : [];
  });
}

/** Value imports from react-router-dom (type-only ones vanish at build time). */
function routerImports(source: string): string[] {
  const names: string[] = [];
  for (const match of source.matchAll(/import\s+(type\s+)?\{([^}]*)\}\s+from\s+'react-router-dom'/g)) {
    if (match[1]) continue;
    for (const part of (match[2] ?? '').split(',')) {
      const name = part.trim().split(/\s+as\s+/)[0]?.trim();
      if (name && !name.startsWith('type ')) names.push(name);
    }
  }
  return names;
}

it('lists every react-router export a frontend imports in the shared router entry', () => {
  const entry = fs.readFileSync(path.join(ROOT, 'webpack.router-entry.mjs'), 'utf8');
  const exported = new Set((/export\s*\{([^}]*)\}/.exec(entry)?.[1] ?? '').split(',').map((n) => n.trim()).filter(Boolean));
  const missing = PACKAGES.flatMap((pkg) => {
    const src = path.join(ROOT, pkg, 'src');
    return sourceFiles(src)
      .filter((file) => !file.includes(`${path.sep}testing${path.sep}`) && !file.includes(`${path.sep}test${path.sep}`))
      .flatMap((file) => routerImports(fs.readFileSync(file, 'utf8')).filter((name) => !exported.has(name)).map((name) => `${path.relative(ROOT, file)}: ${name}`));
  });
  expect(exported.size).toBeGreaterThan(10);
  expect(missing).toEqual([]);
});
