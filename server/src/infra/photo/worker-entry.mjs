// A worker thread's first module. On Node 20 the parent's tsx loader (`--import tsx`, `tsx --test`)
// does not reach worker threads, so a TypeScript worker registers tsx itself before it is imported.
import { workerData } from 'node:worker_threads';

const { entry } = workerData;
if (entry.endsWith('.ts')) (await import('tsx/esm/api')).register();
await import(entry);
