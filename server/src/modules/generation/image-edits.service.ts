import { randomInt, randomUUID } from 'node:crypto';
import {
  BACKDROP_FAILED_MESSAGE, CREDITS_PER_IMAGE, MASK_EDIT_FAILED_MESSAGE, NO_IMAGE_SELECTED_MESSAGE, PROMPT_NOT_ALLOWED_MESSAGE,
  uploadedImageNextPage, type BackdropName,
} from 'api-client';
import { AppError } from '../../kernel/app-error.js';
import type { UploadedFile } from '../../kernel/uploaded-file.js';
import type { GenerationKindValue, ImageOriginValue } from '../../infra/db/schema.js';
import type { FileStorage } from '../../infra/storage/storage.types.js';
import type { RulesGate } from '../models/index.js';
import { normaliseUploadedImage } from '../../infra/photo/uploaded-image.adapter.js';
import { BackdropPhotoError, type BackdropRenderer } from '../../infra/segmentation/backdrop.types.js';
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
  /** Replaces a photo's background with a studio backdrop (on this machine's CPU by default: docs/backdrop.md). */
  backdrops: BackdropRenderer;
}

const CONTENT_TYPES = { jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp' } as const;
const EXTENSIONS = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' } as const;

/** One edited or filtered copy of an image: what it starts from, what makes it, and what a failure says. */
interface CopyPlan {
  /** A backdrop is recorded as a filter: a restyled copy of the same picture. */
  kind: Extract<GenerationKindValue, 'edit' | 'filter'>;
  source: ImageRow;
  /** The new image's prompt: the edit's own, or the source's for a filter (a restyled copy of the same picture). */
  prompt: string;
  /** Makes the copy; answers it with the name of what made it (recorded on the generation). */
  make: (image: SourceImage, seed: number) => Promise<{ outcome: ImageOutcome; engine: string }>;
  failedMessage: string;
  /** What the history says was bought ("Edit of a photo"). */
  memo: string;
}

/** A copy made by the account's image engine (the configured one, or the mock in an admin's mock mode). */
const byImageEngine = (engineFor: ImageEditsDeps['engineFor'], accountId: number, run: (engine: ImageEngine, image: SourceImage, seed: number) => Promise<ImageOutcome>) =>
  async (image: SourceImage, seed: number) => {
    const engine = await engineFor(accountId);
    return { outcome: await run(engine, image, seed), engine: engine.name };
  };

/** What made a backdrop copy, as generations record it. */
export const BACKDROP_ENGINE_NAME = 'backdrop';

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

  /**
   * Runs one paid copy (paid-images.ts): nothing made → its refund, then a 400 when the photo was at fault
   * (saying why), else a 502.
   */
  async function makeCopy(accountId: number, plan: CopyPlan, image: SourceImage): Promise<{ fileId: string }> {
    let photoProblem: string | null = null;
    const { batch, outcome } = await deps.paidImages.run({
      accountId, count: 1, perImage: CREDITS_PER_IMAGE,
      record: async (trx) => ({
        id: await deps.images.insertGeneration({ accountId, modelId: plan.source.model_id, prompt: plan.prompt, imageCount: 1, kind: plan.kind }, trx),
        created: true,
      }),
      debitKey: generationDebitKey, refundKey: generationRefundKey, reference: generationReference, memo: plan.memo,
      async make(generationId) {
        try {
          const { outcome, engine } = await plan.make(image, randomInt(1, 2 ** 31 - 1));
          const fileId = await store(accountId, outcome, {
            generationId, modelId: plan.source.model_id, prompt: plan.prompt, origin: plan.kind, sourceImageId: plan.source.id, engine,
          });
          return { made: 1, fileId, errors: [], engine };
        } catch (error) {
          if (error instanceof BackdropPhotoError) photoProblem = error.message;
          return { made: 0, fileId: null, errors: [`${plan.kind}: ${(error as Error).message}`], engine: null };
        }
      },
      async finish(generationId, { outcome: status, failed, batch: made }) {
        await deps.images.finishGeneration(generationId, { status, engine: made.engine, failedCount: failed, error: made.errors.join('; ') || null });
        if (failed > 0) deps.logFailure?.({ generationId, errors: made.errors });
      },
    });
    if (photoProblem !== null) throw AppError.badRequest(`${photoProblem} Your credits were given back.`, 'fileId');
    if (outcome === 'failed' || batch.fileId === null) throw new AppError('edit-failed', 502, plan.failedMessage);
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
        kind: 'edit', source, prompt, failedMessage: MASK_EDIT_FAILED_MESSAGE, memo: 'Edit of a photo',
        make: byImageEngine(deps.engineFor, accountId, (engine, original, seed) => engine.edit({ image: original, mask, prompt, seed })),
      }, image);
    },

    /** replicate-service/apply-filter: a restyled copy of the caller's image. */
    async filter(accountId: number, input: { fileId: string; filterName: ImageFilterName }): Promise<{ fileId: string }> {
      await deps.rulesGate(accountId);
      const source = await ownedSource(accountId, input.fileId);
      const image = await load(source);
      return makeCopy(accountId, {
        kind: 'filter', source, prompt: source.prompt, failedMessage: MASK_EDIT_FAILED_MESSAGE, memo: 'Ghibli filter on a photo',
        make: byImageEngine(deps.engineFor, accountId, (engine, original, seed) => engine.filter({ image: original, filter: input.filterName, seed })),
      }, image);
    },

    /** replicate-service/apply-backdrop: the caller's photo with its background replaced, the person as they were. */
    async backdrop(accountId: number, input: { fileId: string; backdrop: BackdropName }): Promise<{ fileId: string }> {
      await deps.rulesGate(accountId);
      const source = await ownedSource(accountId, input.fileId);
      const image = await load(source);
      return makeCopy(accountId, {
        kind: 'filter', source, prompt: source.prompt, failedMessage: BACKDROP_FAILED_MESSAGE, memo: 'Studio backdrop on a photo',
        make: async (original) => ({
          outcome: { ok: true, bytes: await deps.backdrops.render(original.bytes, input.backdrop), contentType: 'image/jpeg' },
          engine: BACKDROP_ENGINE_NAME,
        }),
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
