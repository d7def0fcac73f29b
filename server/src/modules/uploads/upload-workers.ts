import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { AppError } from '../../kernel/app-error.js';
import type { FaceDetector } from '../../infra/photo/face-detector.js';
import type { ScreeningIssue } from './photo-screening.js';
import { screenUpload, type LookAlike, type ScreeningOptions, type UploadScreening } from './upload-screening.js';
import { screenSelfies, type SelfieScreening } from './selfie-screening.js';
import type { SelfieThresholds } from './selfie-check.js';
import { createWorkerPool, movableBuffer } from '../../infra/photo/worker-pool.js';

/** Turns a training zip into the photos to store, or the reasons it cannot be used. */
export interface UploadScreener {
  /** Takes the zip's memory (`zip` is empty afterwards when it moved to a worker). */
  screen(zip: Buffer, options: ScreeningOptions): Promise<UploadScreening>;
}

/** Screens loose selfies with the training photos' checks, the one-person check included (the free preview). */
export interface SelfieScreener {
  /** Takes the selfies' memory, as `screen` takes the zip's. Faces less alike than `lookAlikeThreshold` are someone else. */
  screenSelfies(selfies: Buffer[], limits: SelfieThresholds, lookAlikeThreshold: number): Promise<SelfieScreening>;
}

type WorkerPhoto = { position: number; jpeg: ArrayBuffer; width: number; height: number };

export type UploadTask =
  | { kind?: 'zip'; zip: ArrayBuffer; options: ScreeningOptions }
  | { kind: 'selfies'; selfies: ArrayBuffer[]; limits: SelfieThresholds; lookAlikeThreshold: number };
export type UploadOutcome =
  | { kind: 'refused'; code: string; status: number; message: string; field?: string }
  | { kind: 'issues'; issues: ScreeningIssue[] }
  | { kind: 'accepted'; photos: WorkerPhoto[]; mainImage: ArrayBuffer; lookAlike: LookAlike }
  | { kind: 'selfies-accepted'; photos: WorkerPhoto[]; lookAlikeOutliers: number[] };

/** One worker per core but one (the event loop keeps a core), at most 4: each loads its own face model. */
export const DEFAULT_UPLOAD_WORKERS = Math.max(1, Math.min(4, os.availableParallelism() - 1));
/** Idle workers stop after this, returning the memory of a burst; the next upload starts one (~1 s). */
export const UPLOAD_WORKER_IDLE_MS = 20_000;
/** Far beyond one photo's screening (~0.15 s warm); an upload silent this long is stopped and fails. */
export const UPLOAD_TASK_TIMEOUT_MS = 120_000;

// Under tsx the worker is the TypeScript module beside this one; a build would run the .js one.
const WORKER = new URL(`./upload.worker${path.extname(fileURLToPath(import.meta.url))}`, import.meta.url);

const storedPhotos = (photos: WorkerPhoto[]) => photos.map((photo) => ({ ...photo, jpeg: Buffer.from(photo.jpeg) }));

/** Screens in a pool of worker threads: the event loop only hands over the zip and takes back JPEGs. */
export function createWorkerScreener(size: number): UploadScreener & SelfieScreener & { close(): Promise<void> } {
  const pool = createWorkerPool<UploadTask, UploadOutcome>({
    entry: WORKER, size, idleMs: UPLOAD_WORKER_IDLE_MS, taskTimeoutMs: UPLOAD_TASK_TIMEOUT_MS, maxHeapMb: 512,
  });
  return {
    async screen(zip, options) {
      const moved = movableBuffer(zip);
      const outcome = await pool.run({ zip: moved, options }, [moved]);
      if (outcome.kind === 'refused') throw new AppError(outcome.code, outcome.status, outcome.message, outcome.field);
      if (outcome.kind === 'issues') return { ok: false, issues: outcome.issues };
      if (outcome.kind !== 'accepted') throw new Error(`the upload worker answered ${outcome.kind} to a zip`);
      return { ok: true, photos: storedPhotos(outcome.photos), mainImage: Buffer.from(outcome.mainImage), lookAlike: outcome.lookAlike };
    },
    async screenSelfies(selfies, limits, lookAlikeThreshold) {
      const moved = selfies.map((selfie) => movableBuffer(selfie));
      const outcome = await pool.run({ kind: 'selfies', selfies: moved, limits, lookAlikeThreshold }, [...new Set(moved)]);
      if (outcome.kind === 'refused') throw new AppError(outcome.code, outcome.status, outcome.message, outcome.field);
      if (outcome.kind === 'issues') return { ok: false, issues: outcome.issues };
      if (outcome.kind !== 'selfies-accepted') throw new Error(`the upload worker answered ${outcome.kind} to selfies`);
      return { ok: true, photos: storedPhotos(outcome.photos), lookAlikeOutliers: outcome.lookAlikeOutliers };
    },
    close: () => pool.close(),
  };
}

/** Screens on the calling thread (blocking its event loop for seconds): for tools and debugging only. */
export function createInThreadScreener(detector: FaceDetector): UploadScreener & SelfieScreener {
  return {
    screen: (zip, options) => screenUpload(zip, detector, options),
    screenSelfies: (selfies, limits, lookAlikeThreshold) => screenSelfies(selfies, detector, limits, lookAlikeThreshold),
  };
}

const shared = new Map<number, UploadScreener & SelfieScreener>();

/** The process's pool of `size` workers, shared by every app the process builds (tests build many). */
export function sharedWorkerScreener(size = DEFAULT_UPLOAD_WORKERS): UploadScreener & SelfieScreener {
  let screener = shared.get(size);
  if (!screener) {
    screener = createWorkerScreener(size);
    shared.set(size, screener);
  }
  return screener;
}
