import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { copiedBuffer, createWorkerPool } from '../photo/worker-pool.js';
import { UpscalePhotoError, type PhotoUpscaler, type UpscalePhotoProblem } from './upscaler.types.js';

export type UpscaleTask = { photo: ArrayBuffer; scale: 2 | 4; target: { width: number; height: number } };
export type UpscaleOutcome =
  | { kind: 'upscaled'; jpeg: ArrayBuffer }
  | { kind: 'refused'; code: UpscalePhotoProblem; message: string };

export interface LocalUpscalerOptions {
  /** Worker threads, each with its own copy of the models (default 1: on two cores the other serves requests). */
  workers?: number;
  /** An idle worker stops after this, returning its memory; the next photo starts one (~1 s: the thread, tsx, the models). */
  idleMs?: number;
  /**
   * A task fails when no tile (128 px) has finished for this long. A tile takes ~0.5-0.7 s and a whole
   * 1024 px photo 30-45 s here at 2× or 4× (docs/upscale.md): only a stuck worker reaches this.
   */
  taskTimeoutMs?: number;
}

export const UPSCALE_WORKERS = 1;
const IDLE_MS = 30_000;
const TASK_TIMEOUT_MS = 120_000;
/** The JavaScript heap of a worker; pixels, the model (WASM) and libvips live outside it. */
const WORKER_HEAP_MB = 256;
// Under tsx the worker is the TypeScript module beside this one; a build would run the .js one.
const WORKER = new URL(`./upscale.worker${path.extname(fileURLToPath(import.meta.url))}`, import.meta.url);

/**
 * Upscales photos with the ESRGAN models in worker threads at a lowered priority: the event loop only
 * hands over the bytes. The photo is copied to the worker (the caller's buffer is left as it was).
 * Rejects with an UpscalePhotoError when the photo cannot be read or is too large, with an Error when
 * the target is not one the interface allows or when we fail (the worker stopped, a timeout).
 */
export function createLocalUpscaler(options: LocalUpscalerOptions = {}): PhotoUpscaler & { close(): Promise<void> } {
  const pool = createWorkerPool<UpscaleTask, UpscaleOutcome>({
    entry: WORKER,
    size: options.workers ?? UPSCALE_WORKERS,
    idleMs: options.idleMs ?? IDLE_MS,
    taskTimeoutMs: options.taskTimeoutMs ?? TASK_TIMEOUT_MS,
    maxHeapMb: WORKER_HEAP_MB,
  });
  return {
    async upscale(photo, scale, target) {
      if (scale !== 2 && scale !== 4) throw new Error(`Unsupported scale: ${String(scale)}`);
      const copy = copiedBuffer(photo);
      const outcome = await pool.run({ photo: copy, scale, target: { width: target.width, height: target.height } }, [copy]);
      if (outcome.kind === 'refused') throw new UpscalePhotoError(outcome.code, outcome.message);
      return Buffer.from(outcome.jpeg);
    },
    close: () => pool.close(),
  };
}
