import { randomUUID } from 'node:crypto';
import type { Transaction } from '../../infra/db/transaction.js';
import type { FileStorage } from '../../infra/storage/storage.types.js';
import type { ImageOutcome, PreviewEngine, PreviewRequest } from '../generation/index.js';
import { finishPreviewImage } from './preview-image.adapter.js';
import { stylesOf } from './preview-view.js';
import type { PreviewFileRow, PreviewRow, PreviewsRepository } from './previews.repository.js';

export interface PreviewWorkerDeps {
  repository: PreviewsRepository;
  storage: FileStorage;
  transaction: Transaction;
  engineFor: (accountId: number) => Promise<PreviewEngine>;
  now: () => Date;
  log: { warn(details: object, message: string): void };
}

/** A seed of the preview and style: a retried job asks the provider for the same picture. */
function seedOf(publicId: string, index: number): number {
  return (Number.parseInt(publicId.replace(/-/g, '').slice(0, 7), 16) + index) % 2_147_483_647;
}

/** The engine's answer for one style; a throw is a failed photo like any other. */
async function ask(engine: PreviewEngine, request: PreviewRequest): Promise<ImageOutcome> {
  try {
    return await engine.preview(request);
  } catch (error) {
    return { ok: false, error: `the ${engine.name} preview engine failed: ${(error as Error).message}` };
  }
}

/**
 * The `preview.make` job (docs/previews.md): one photo per style of the preview's persona, asked of the
 * engine at once, each reduced, watermarked and stored as soon as it arrives (a poll shows the first
 * before the second), then the preview ends: succeeded with what came, failed with none. Idempotent: a
 * retry makes only the styles not stored yet, and a finished preview is left alone. An engine's failure is
 * a missing photo (never retried: each try costs money); a storage or database failure throws, and the
 * queue's retry picks up where it stopped.
 */
export function createPreviewWorker(deps: PreviewWorkerDeps) {
  /** Stores one finished photo at its style's position; false when the preview no longer takes it. */
  async function store(preview: PreviewRow, index: number, bytes: Buffer): Promise<boolean> {
    let finished;
    try {
      finished = await finishPreviewImage(bytes);
    } catch (error) {
      deps.log.warn({ err: error, previewId: preview.id, style: index }, 'a preview photo could not be decoded');
      return false;
    }
    const fileId = randomUUID();
    const storageKey = `previews/${preview.public_id}/${fileId}.jpg`;
    await deps.storage.put(storageKey, finished.jpeg);
    const kept = await deps.transaction(async (trx) => {
      if (!(await deps.repository.lockTakingPhotos(preview.id, trx))) return false;
      return deps.repository.insertFileOnce(preview.id, {
        kind: 'image', position: index, fileId, storageKey, width: finished.width, height: finished.height,
      }, trx);
    });
    if (!kept) await deps.storage.delete(storageKey);
    return kept;
  }

  /** The stored selfies' bytes in order; the style at `index` starts from selfie `index` (mod their number). */
  async function selfiesOf(files: PreviewFileRow[]) {
    const selfies = files.filter((file) => file.kind === 'selfie');
    const loaded = await Promise.all(selfies.map(async (file) => {
      const bytes = await deps.storage.get(file.storage_key);
      return bytes && { bytes, contentType: 'image/jpeg' as const, width: file.width, height: file.height };
    }));
    return loaded.filter((selfie) => selfie !== null);
  }

  /** Ends a preview still processing with the photos it has: succeeded with one or more, failed with none. */
  async function settle(previewId: number, engine: string | null): Promise<void> {
    const images = await deps.repository.imageCount(previewId);
    await deps.repository.finish(previewId, { status: images > 0 ? 'succeeded' : 'failed', images, engine, at: deps.now() });
  }

  return {
    settle,

    async run(previewId: number): Promise<void> {
      const preview = await deps.repository.byId(previewId);
      if (!preview || preview.status !== 'processing' || preview.files_deleted_at) return;
      const files = await deps.repository.files(preview.id);
      const made = new Set(files.filter((file) => file.kind === 'image').map((file) => file.position));
      const selfies = await selfiesOf(files);
      const engine = await deps.engineFor(preview.account_id);
      const styles = await Promise.allSettled(stylesOf(preview).map(async (style, index) => {
        const selfie = selfies[index % Math.max(1, selfies.length)];
        if (made.has(index) || !selfie) return;
        const outcome = await ask(engine, { selfie, prompt: style.prompt, style: style.key, seed: seedOf(preview.public_id, index) });
        if (!outcome.ok) {
          deps.log.warn({ previewId: preview.id, style: style.key, engine: engine.name, error: outcome.error }, 'a preview photo was not made');
          return;
        }
        await store(preview, index, outcome.bytes);
      }));
      // Storing failed (not the engine): the queue tries again, and the retry makes only what is missing.
      const failure = styles.find((result) => result.status === 'rejected');
      if (failure) throw failure.reason;
      await settle(preview.id, engine.name);
    },
  };
}
export type PreviewWorker = ReturnType<typeof createPreviewWorker>;
