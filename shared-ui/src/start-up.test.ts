// The start-up and first-render entries are Module Federation singletons of their own, so a module outside one
// that reached one of its modules by a relative path would bundle a second copy (a second session atom, alert
// queue or query cache, or a component in two files the same page loads).
import fs from 'node:fs';
import path from 'node:path';

const SRC = __dirname;
const RELATIVE_IMPORT = /from '(\.{1,2}\/[^']+)'/g;

function resolveModule(from: string, request: string): string {
  const base = path.resolve(path.dirname(from), request);
  const file = ['.ts', '.tsx', '/index.ts'].map((ext) => base + ext).find((candidate) => fs.existsSync(candidate));
  if (!file) throw new Error(`${request} from ${from} does not resolve`);
  return file;
}

function relativeImports(file: string): string[] {
  const source = fs.readFileSync(file, 'utf8');
  return [...source.matchAll(RELATIVE_IMPORT)].map((match) => resolveModule(file, match[1] as string));
}

/** Every module an entry reaches through relative imports. */
function entryModules(entry: string): Set<string> {
  const reached = new Set<string>();
  const queue = relativeImports(path.join(SRC, entry));
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (reached.has(file)) continue;
    reached.add(file);
    queue.push(...relativeImports(file));
  }
  return reached;
}

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.(test|stories)\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const ENTRIES = ['start-up.ts', 'first-render.ts'];

describe('shared-ui/start-up', () => {
  const startUp = entryModules('start-up.ts');

  it('holds the theme, the feedback hosts, the session and the query cache', () => {
    const names = [...startUp].map((file) => path.relative(SRC, file));
    expect(names).toEqual(expect.arrayContaining([
      'theme/theme.ts', 'feedback/alert.atom.ts', 'feedback/snackbar.atom.ts', 'session/session.atom.ts', 'data/query-cache.ts',
    ]));
  });
});

describe.each(ENTRIES)('shared-ui entry %s', (entry) => {
  const own = entryModules(entry);
  const others = ENTRIES.filter((name) => name !== entry).flatMap((name) => [...entryModules(name)]);

  it('shares no module with the other singleton entries', () => {
    expect(others.filter((file) => own.has(file)).map((file) => path.relative(SRC, file))).toEqual([]);
  });

  it('is reached from the rest of shared-ui only through its package path', () => {
    const outside = sourceFiles(SRC).filter((file) => !own.has(file) && !ENTRIES.includes(path.basename(file)));
    const offenders = outside.flatMap((file) =>
      relativeImports(file).filter((target) => own.has(target)).map((target) => `${path.relative(SRC, file)} → ${path.relative(SRC, target)}`));
    expect(offenders).toEqual([]);
  });
});
