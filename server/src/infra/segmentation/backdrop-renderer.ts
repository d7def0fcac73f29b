import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createWorkerPool, copiedBuffer } from '../photo/worker-pool.js';
import {
  BackdropPhotoError, isBackdropName, type BackdropName, type BackdropPhotoProblem, type BackdropRenderer, type PersonCutter, type PersonOutline,
} from './backdrop.types.js';

export type BackdropTask =
  | { kind?: 'backdrop'; photo: ArrayBuffer; backdrop: BackdropName }
  | { kind: 'cut-out'; photo: ArrayBuffer; maxSide: number };
export type BackdropOutcome =
  | { kind: 'rendered'; jpeg: ArrayBuffer }
  | { kind: 'cut-out'; rgba: ArrayBuffer; width: number; height: number; outline: PersonOutline | null }
  | { kind: 'refused'; code: BackdropPhotoProblem; message: string };

export interface BackdropRendererOptions {
  /** Worker threads, each with its own copy of the model (default 1: on two cores the other serves requests). */
  workers?: number;
  /** An idle worker stops after this, returning its memory; the next photo starts one (~0.5 s). */
  idleMs?: number;
  /** Far beyond a real photo (~0.2 s at 1024 px, a few seconds at 50 megapixels). */
  taskTimeoutMs?: number;
}

export const BACKDROP_WORKERS = 1;
const IDLE_MS = 30_000;
const TASK_TIMEOUT_MS = 60_000;
/** The JavaScript heap of a worker; pixels, the model and libvips live outside it. */
const WORKER_HEAP_MB = 256;
// Under tsx the worker is the TypeScript module beside this one; a build would run the .js one.
const WORKER = new URL(`./backdrop.worker${path.extname(fileURLToPath(import.meta.url))}`, import.meta.url);

/**
 * Replaces photo backgrounds, or cuts the person out for a scene of the caller's (the offline preview), in
 * worker threads: the event loop only hands over the bytes. One pool, so one copy of the model, serves
 * both. The photo is copied to the worker (the caller's buffer is left as it was).
 */
export function createBackdropRenderer(options: BackdropRendererOptions = {}): BackdropRenderer & PersonCutter & { close(): Promise<void> } {
  const pool = createWorkerPool<BackdropTask, BackdropOutcome>({
    entry: WORKER,
    size: options.workers ?? BACKDROP_WORKERS,
    idleMs: options.idleMs ?? IDLE_MS,
    taskTimeoutMs: options.taskTimeoutMs ?? TASK_TIMEOUT_MS,
    maxHeapMb: WORKER_HEAP_MB,
  });
  return {
    async render(photo, backdrop) {
      if (!isBackdropName(backdrop)) throw new Error(`Unknown backdrop: ${String(backdrop)}`);
      const copy = copiedBuffer(photo);
      const outcome = await pool.run({ photo: copy, backdrop }, [copy]);
      if (outcome.kind === 'refused') throw new BackdropPhotoError(outcome.code, outcome.message);
      if (outcome.kind !== 'rendered') throw new Error(`the backdrop worker answered ${outcome.kind} to a backdrop`);
      return Buffer.from(outcome.jpeg);
    },
    async cutOut(photo, { maxSide }) {
      const copy = copiedBuffer(photo);
      const outcome = await pool.run({ kind: 'cut-out', photo: copy, maxSide }, [copy]);
      if (outcome.kind === 'refused') throw new BackdropPhotoError(outcome.code, outcome.message);
      if (outcome.kind !== 'cut-out') throw new Error(`the backdrop worker answered ${outcome.kind} to a cut-out`);
      return { rgba: Buffer.from(outcome.rgba), width: outcome.width, height: outcome.height, outline: outcome.outline };
    },
    close: () => pool.close(),
  };
}
