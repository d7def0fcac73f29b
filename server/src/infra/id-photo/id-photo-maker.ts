import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createWorkerPool, copiedBuffer } from '../photo/worker-pool.js';
import type { IdDocument, IdPhotoMaker, MadeIdPhoto, ReportLine, RetakeReason, SheetPaper } from './id-photo.types.js';

export interface IdPhotoTask {
  photo: ArrayBuffer;
  document: IdDocument;
}
/** What crosses the thread: JPEGs as ArrayBuffers (moved, not copied). */
export type IdPhotoOutcome =
  | { kind: 'retake'; reasons: RetakeReason[] }
  | {
    kind: 'made';
    photo: { jpeg: ArrayBuffer; width: number; height: number };
    sheets: Array<{ paper: SheetPaper; jpeg: ArrayBuffer; width: number; height: number; copies: number }>;
    report: ReportLine[];
  };

/** One worker: on two cores the other serves requests; the face models and the segmentation load once in it. */
const WORKERS = 1;
const IDLE_MS = 30_000;
/** Far beyond a real photo (about a second at 12 MP, docs/id-photo-making.md); the first task also loads the models. */
const TASK_TIMEOUT_MS = 90_000;
const WORKER = new URL(`./id-photo.worker${path.extname(fileURLToPath(import.meta.url))}`, import.meta.url);

/**
 * ID photos on this machine's CPU (docs/id-photos.md): the photo is measured (segmentation, face mesh, iris,
 * emotion), checked, cropped and exported in a worker thread; the event loop only hands the bytes over.
 */
export function createIdPhotoMaker(options: { workers?: number; idleMs?: number } = {}): IdPhotoMaker & { close(): Promise<void> } {
  const pool = createWorkerPool<IdPhotoTask, IdPhotoOutcome>({
    entry: WORKER, size: options.workers ?? WORKERS, idleMs: options.idleMs ?? IDLE_MS, taskTimeoutMs: TASK_TIMEOUT_MS, maxHeapMb: 512,
  });
  return {
    async make(photo, document) {
      const copy = copiedBuffer(photo);
      const outcome = await pool.run({ photo: copy, document }, [copy]);
      if (outcome.kind === 'retake') return { retake: outcome.reasons };
      const made: MadeIdPhoto = {
        photo: { ...outcome.photo, jpeg: Buffer.from(outcome.photo.jpeg) },
        sheets: outcome.sheets.map((sheet) => ({ ...sheet, jpeg: Buffer.from(sheet.jpeg) })),
        report: outcome.report,
      };
      return { made };
    },
    close: () => pool.close(),
  };
}
