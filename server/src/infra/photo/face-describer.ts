import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { memoByContent } from './content-memo.js';
import { createWorkerPool, movableBuffer } from './worker-pool.js';

/** Turns a stored image into the description of its most confident face, or null when it shows none. */
export interface FaceDescriber {
  /** `batch`: one of many photos described together (an upload's look-alike check), after single scorings. */
  describe(image: Buffer, options?: { batch?: boolean }): Promise<number[] | null>;
}

export interface DescribeTask {
  image: ArrayBuffer;
}
export type DescribeOutcome = { embedding: number[] | null };

/** One thread: scoring is background work, and on two cores the other core serves requests. */
export const LIKENESS_WORKERS = 1;
const IDLE_MS = 30_000;
const TASK_TIMEOUT_MS = 60_000;
/** Photos whose descriptions are remembered: a model's reference and a pack's repeated photos are described once. */
const REMEMBERED = 512;
const WORKER = new URL(`./face-describer.worker${path.extname(fileURLToPath(import.meta.url))}`, import.meta.url);

/** Describes faces in a pool of worker threads: the job worker's event loop only hands over the bytes. */
export function createWorkerFaceDescriber(size = LIKENESS_WORKERS): FaceDescriber & { close(): Promise<void> } {
  const pool = createWorkerPool<DescribeTask, DescribeOutcome>({ entry: WORKER, size, idleMs: IDLE_MS, taskTimeoutMs: TASK_TIMEOUT_MS, maxHeapMb: 512 });
  const remembered = memoByContent<number[] | null>(REMEMBERED);
  return {
    describe(image, options) {
      return remembered(image, 'describe', async () => {
        const moved = movableBuffer(image);
        return (await pool.run({ image: moved }, [moved], options)).embedding;
      });
    },
    close: () => pool.close(),
  };
}

let shared: FaceDescriber | undefined;

/** The process's one describer, shared by every app the process builds (tests build many). */
export function sharedFaceDescriber(): FaceDescriber {
  shared ??= createWorkerFaceDescriber();
  return shared;
}
