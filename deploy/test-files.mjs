// The server test files and the runs that take them, as each file declares on a line of its own:
//   // @test-databases pglite            (the PGlite run only)
//   // @test-databases pglite postgres   (the PGlite run and, with TEST_DATABASE_URL, the PostgreSQL run)
// optionally followed by ` — why`. Read by deploy/test-all.mjs; eslint-rules/test-databases.mjs makes
// every file declare it, and the files that exercise engine differences declare postgres.
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './frontends.mjs';

export const SERVER_TEST_DIR = path.join(ROOT, 'server', 'test');
export const DATABASES = ['pglite', 'postgres'];

/** The databases a marker's text (what follows `//`) names, or null when it is not a marker. */
export function parseMarker(commentText) {
  const match = /^\s*@test-databases\b(.*)$/.exec(commentText);
  if (!match) return null;
  const words = match[1].trim().split(/\s+/);
  const databases = [];
  for (const word of words) {
    if (!/^[a-z]+$/.test(word)) break; // the rest (— why) is prose
    databases.push(word);
  }
  return databases;
}

/** Whether a marker names exactly one of the two accepted sets. */
export function isValidMarker(databases) {
  const text = databases.join(' ');
  return text === 'pglite' || text === 'pglite postgres';
}

/** Every server test file as a path relative to server/, with the databases its marker names (pglite when it has none). */
export function serverTestFiles() {
  return fs.readdirSync(SERVER_TEST_DIR).filter((name) => name.endsWith('.test.ts')).sort().map((name) => {
    const text = fs.readFileSync(path.join(SERVER_TEST_DIR, name), 'utf8');
    const marker = text.split('\n').map((line) => /^\s*\/\/(.*)$/.exec(line)?.[1]).find((comment) => comment !== undefined && parseMarker(comment));
    const databases = marker ? parseMarker(marker) : ['pglite'];
    return { file: `test/${name}`, databases: isValidMarker(databases) ? databases : ['pglite'] };
  });
}
