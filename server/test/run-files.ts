// Runs several test files in this one process: `node --import tsx test/run-files.ts test/a.test.ts ...`.
// Starting a process per file (what `node --test` does) cost each file ~4 s of imports and database
// start-up, more than most files' tests. Files share the process's test database and isolate by account;
// a test that counts every row asks startTestServer for a database of its own ({ isolated: true }).
import path from 'node:path';
import { pathToFileURL } from 'node:url';

for (const file of process.argv.slice(2)) await import(pathToFileURL(path.resolve(file)).href);
