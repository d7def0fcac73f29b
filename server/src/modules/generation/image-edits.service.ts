import { randomInt, randomUUID } from 'node:crypto';
import {
  CREDITS_PER_IMAGE, MASK_EDIT_FAILED_MESSAGE, NO_IMAGE_SELECTED_MESSAGE, PROMPT_NOT_ALLOWED_MESSAGE, uploadedImageNextPage,
} from 'api-client';
import { AppError } from '../../kernel/app-error.js';
import type { UploadedFile } from '../../kernel/uploaded-file.js';
import type { GenerationKindValue, ImageOriginValue } from '../../infra/db/schema.js';
import type { FileStorage } from '../../infra/storage/storage.types.js';
import type { RulesGate } from '../models/index.js';
import { normaliseUploadedImage } from '../../infra/photo/uploaded-image.adapter.js';
import { detectImageFormat } from '../../infra/photo/image-format.js';
import { imageSize, normaliseMask } from './edit-mask.adapter.js';
import type { ImageEngine, ImageFilterName, ImageOutcome, SourceImage } from './image-engine.js';
import { generationDebitKey, generationReference, generationRefundKey } from './generation.service.js';
import type { ImageRow, ImagesRepository } from './images.repository.js';
import { IMAGE_NOT_FOUND_MESSAGE } from './images.service.js';
import type { PaidImages } from './paid-images.js';
import { brokenRule } from './prompt/prompt-rules.js';

export interface ImageEditsDeps {
  images: ImagesRepository;
  paidImages: PaidImages;
  rulesGate: RulesGate;
  storage: FileStorage;
  /** The engine for this account: the configured one, or the mock in an admin's mock mode. */
  engineFor: (accountId: number) => Promise<ImageEngine>;
  logFailure?: (details: { generationId: number; errors: string[] }) => void;
  /** Queues the likeness scoring of the stored copy (docs/likeness.md). */
  scoreLater?: (imageIds: number[]) => Promise<void>;
}

const CONTENT_TYPES = { jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp' } as const;
const EXTENSIONS = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' } as const;

/** One edited or filtered copy of an image: what it starts from and what the engine is asked. */
interface CopyPlan {
  kind: Extract<GenerationKindValue, 'edit' | 'filter'>;
  source: ImageRow;
  /** The new image's prompt: the edit's own, or the source's for a filter (a restyled copy of the same picture). */
  prompt: string;
  run: (engine: ImageEngine, image: SourceImage, seed: number) => Promise<ImageOutcome>;
}

/**
 * Editing (docs/generation-and-images.md#editing-filters-and-uploads): inpainting with a mask and style
 * filters, each one new image of the caller's own image, paid like one gen image (debited with its
 * generation record in one transaction, refunded once when nothing is made); and uploading a photo to
 * edit, which costs nothing. Every new image records its origin and lands in the user's gallery.
 */
export function createImageEditsService(deps: ImageEditsDeps) {
  async function ownedSource(accountId: number, fileId: string): Promise<ImageRow> {
    const row = await deps.images.owned(accountId, fileId);
    if (!row || row.is_deleted) throw AppError.notFound(IMAGE_NOT_FOUND_MESSAGE);
    return row;
  }

  /** Our stored copy of the image, upright and of known size (uploads and outputs are stored upright). */
  async function load(row: ImageRow): Promise<SourceImage> {
    const bytes = await deps.storage.get(row.storage_key);
    const format = bytes && detectImageFormat(bytes);
    if (!bytes || !format) throw AppError.notFound(IMAGE_NOT_FOUND_MESSAGE);
    return { bytes, contentType: CONTENT_TYPES[format], ...(await imageSize(bytes)) };
  }

  async function store(accountId: number, outcome: ImageOutcome, record: { generationId: number | null; modelId: number | null; prompt: string; origin: ImageOriginValue; sourceImageId: number | null; engine: string | null }): Promise<string> {
    if (!outcome.ok) throw new Error(outcome.error);
    const fileId = randomUUID();
    const storageKey = `images/${accountId}/${fileId}.${EXTENSIONS[outcome.contentType]}`;
    await deps.storage.put(storageKey, outcome.bytes);
    const [row] = await deps.images.insertImages([{ fileId, accountId, storageKey, ...record, likenessStatus: record.modelId === null ? 'unscored' : 'pending' }]);
    if (row && record.modelId !== null) await deps.scoreLater?.([row.id]);
    return fileId;
  }

  /** Runs one paid copy (paid-images.ts): nothing made → its refund and a 502. */
  async function makeCopy(accountId: number, plan: CopyPlan, image: SourceImage): Promise<{ fileId: string }> {
    const { batch, outcome } = await deps.paidImages.run({
      accountId, count: 1, perImage: CREDITS_PER_IMAGE,
      record: async (trx) => ({
        id: await deps.images.insertGeneration({ accountId, modelId: plan.source.model_id, prompt: plan.prompt, imageCount: 1, kind: plan.kind }, trx),
        created: true,
      }),
      debitKey: generationDebitKey, refundKey: generationRefundKey, reference: generationReference,
      async make(generationId) {
        const engine = await deps.engineFor(accountId);
        try {
          const made = await plan.run(engine, image, randomInt(1, 2 ** 31 - 1));
          const fileId = await store(accountId, made, {
            generationId, modelId: plan.source.model_id, prompt: plan.prompt, origin: plan.kind, sourceImageId: plan.source.id, engine: engine.name,
          });
          return { made: 1, fileId, errors: [], engine: engine.name };
        } catch (error) {
          return { made: 0, fileId: null, errors: [`the ${engine.name} engine: ${(error as Error).message}`], engine: engine.name };
        }
      },
      async finish(generationId, { outcome: status, failed, batch: made }) {
        await deps.images.finishGeneration(generationId, { status, engine: made.engine, failedCount: failed, error: made.errors.join('; ') || null });
        if (failed > 0) deps.logFailure?.({ generationId, errors: made.errors });
      },
    });
    if (outcome === 'failed' || batch.fileId === null) throw new AppError('edit-failed', 502, MASK_EDIT_FAILED_MESSAGE);
    return { fileId: batch.fileId };
  }

  return {
    /** upload-service/upload-mask: repaints the mask's white area of the caller's image as the prompt says. */
    async edit(accountId: number, input: { file: UploadedFile | undefined; originalImageId: string; prompt: string }): Promise<{ fileId: string }> {
      await deps.rulesGate(accountId);
      const source = await ownedSource(accountId, input.originalImageId);
      const prompt = input.prompt.trim();
      if (brokenRule(prompt)) throw AppError.badRequest(PROMPT_NOT_ALLOWED_MESSAGE, 'prompt');
      const image = await load(source);
      const mask = await normaliseMask(input.file?.data, image.width, image.height);
      return makeCopy(accountId, {
        kind: 'edit', source, prompt, run: (engine, original, seed) => engine.edit({ image: original, mask, prompt, seed }),
      }, image);
    },

    /** replicate-service/apply-filter: a restyled copy of the caller's image. */
    async filter(accountId: number, input: { fileId: string; filterName: ImageFilterName }): Promise<{ fileId: string }> {
      await deps.rulesGate(accountId);
      const source = await ownedSource(accountId, input.fileId);
      const image = await load(source);
      return makeCopy(accountId, {
        kind: 'filter', source, prompt: source.prompt, run: (engine, original, seed) => engine.filter({ image: original, filter: input.filterName, seed }),
      }, image);
    },

    /** upload-service/upload-image: the caller's own photo, stored privately as their image (with the base model's). */
    async upload(accountId: number, input: { file: UploadedFile | undefined }): Promise<{ status: 'success'; nextPage: string }> {
      if (!input.file || input.file.data.length === 0) throw AppError.badRequest(NO_IMAGE_SELECTED_MESSAGE, 'file');
      const photo = await normaliseUploadedImage(input.file.data);
      const fileId = await store(accountId, { ok: true, bytes: photo.bytes, contentType: photo.contentType }, {
        generationId: null, modelId: null, prompt: '', origin: 'upload', sourceImageId: null, engine: null,
      });
      return { status: 'success', nextPage: uploadedImageNextPage(fileId) };
    },
  };
}
export type ImageEditsService = ReturnType<typeof createImageEditsService>;
