import { randomInt, randomUUID } from 'node:crypto';
import {
  BACKDROP_FAILED_MESSAGE, CREDITS_PER_IMAGE, MASK_EDIT_FAILED_MESSAGE, NO_IMAGE_SELECTED_MESSAGE, OUTFIT_CREDITS, OUTFIT_FACE_OVER_CAP_MESSAGE,
  OUTFIT_FACE_REFUNDED_MESSAGE, OUTFIT_FAILED_MESSAGE, OUTFIT_PRESETS, OUTFIT_UNAVAILABLE_MESSAGE, PROMPT_NOT_ALLOWED_MESSAGE, UPSCALE_FAILED_MESSAGE,
  UPSCALE_MAX_LONG_SIDE, UPSCALE_TOO_LARGE_MESSAGE, upscaleCredits, upscaledSize, uploadedImageNextPage, type BackdropName, type ChangeOutfitRequest,
  type UpscaleScale,
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
import type { ImageEngine, ImageFilterName, ImageOutcome, OutfitEngine, SourceImage, UpscaleEngine } from './image-engine.js';
import type { LikenessService } from './likeness/likeness.service.js';
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
  /** The outfit engine for this account: the configured one, or the mock in an admin's mock mode. */
  outfitEngineFor: (accountId: number) => Promise<OutfitEngine>;
  /** Makes HD copies (the local ESRGAN by default: docs/upscale.md). */
  upscaler: UpscaleEngine;
  /** Compares a copy's face with its original's, and records that check with its refund within the likeness cap. */
  faces: Pick<LikenessService, 'compareFaces' | 'recordChecked' | 'missThreshold'>;
}

/** What an outfit's face check found: the contract's `face`. */
type FaceCheck = 'kept' | 'refunded' | 'over-cap' | 'unchecked';

const CONTENT_TYPES = { jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp' } as const;
const EXTENSIONS = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' } as const;

/** One edited or filtered copy of an image: what it starts from, what makes it, and what a failure says. */
interface CopyPlan {
  /** A backdrop is recorded as a filter: a restyled copy of the same picture. */
  kind: Extract<GenerationKindValue, 'edit' | 'filter'>;
  source: ImageRow;
  /** The new image's prompt: the edit's own, or the source's for a filter (a restyled copy of the same picture). */
  prompt: string;
  /** Makes the copy; answers it with the name of what made it (recorded on the generation), and its face's likeness when it was checked here. */
  make: (image: SourceImage, seed: number) => Promise<{ outcome: ImageOutcome; engine: string; likeness?: number | null }>;
  failedMessage: string;
  /** What the copy costs (CREDITS_PER_IMAGE unless said). */
  credits?: number;
  /** What the history says was bought ("Edit of a photo"). */
  memo: string;
}

/** A copy made by the account's image engine (the configured one, or the mock in an admin's mock mode). */
const byImageEngine = (engineFor: ImageEditsDeps['engineFor'], accountId: number, run: (engine: ImageEngine, image: SourceImage, seed: number) => Promise<ImageOutcome>) =>
  async (image: SourceImage, seed: number) => {
    const engine = await engineFor(accountId);
    return { outcome: await run(engine, image, seed), engine: engine.name };
  };

/** An outfit as the engine is asked for it: a preset's words and colours, or the user's words past the prompt rules. */
function outfitOf(outfit: ChangeOutfitRequest['outfit']): { text: string; colours: { main: string; accent: string } | null } {
  if (typeof outfit === 'string') {
    const preset = OUTFIT_PRESETS.find((candidate) => candidate.id === outfit);
    if (!preset) throw AppError.badRequest('Choose one of the outfits.', 'outfit');
    return { text: preset.prompt, colours: preset.colours };
  }
  const text = outfit.custom.trim();
  if (brokenRule(text)) throw AppError.badRequest(PROMPT_NOT_ALLOWED_MESSAGE, 'outfit');
  return { text, colours: null };
}

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

  /**
   * Stores a made image and records it. Its likeness is scored by the job later, unless `checkedHere`
   * (its face was compared when it was made, and the caller records that score).
   */
  async function store(accountId: number, outcome: ImageOutcome, record: { generationId: number | null; modelId: number | null; prompt: string; origin: ImageOriginValue; sourceImageId: number | null; engine: string | null }, checkedHere = false): Promise<{ fileId: string; imageId: number }> {
    if (!outcome.ok) throw new Error(outcome.error);
    const fileId = randomUUID();
    const storageKey = `images/${accountId}/${fileId}.${EXTENSIONS[outcome.contentType]}`;
    await deps.storage.put(storageKey, outcome.bytes);
    const scoredLater = record.modelId !== null && !checkedHere;
    const [row] = await deps.images.insertImages([{ fileId, accountId, storageKey, ...record, likenessStatus: scoredLater || checkedHere ? 'pending' : 'unscored' }]);
    if (!row) throw new Error('the image was not recorded');
    if (scoredLater) await deps.scoreLater?.([row.id]);
    return { fileId, imageId: row.id };
  }

  /**
   * Runs one paid copy (paid-images.ts): nothing made → its refund, then a 400 when the photo was at fault
   * (saying why), else a 502. A copy whose face was checked when it was made records that check, and a miss
   * is refunded within the likeness cap (`face`).
   */
  async function makeCopy(accountId: number, plan: CopyPlan, image: SourceImage): Promise<{ fileId: string; face: FaceCheck }> {
    let photoProblem: string | null = null;
    const { batch, outcome } = await deps.paidImages.run({
      accountId, count: 1, perImage: plan.credits ?? CREDITS_PER_IMAGE,
      record: async (trx) => ({
        id: await deps.images.insertGeneration({ accountId, modelId: plan.source.model_id, prompt: plan.prompt, imageCount: 1, kind: plan.kind }, trx),
        created: true,
      }),
      debitKey: generationDebitKey, refundKey: generationRefundKey, reference: generationReference, memo: plan.memo,
      async make(generationId) {
        try {
          const { outcome, engine, likeness } = await plan.make(image, randomInt(1, 2 ** 31 - 1));
          const checked = typeof likeness === 'number';
          const { fileId, imageId } = await store(accountId, outcome, {
            generationId, modelId: plan.source.model_id, prompt: plan.prompt, origin: plan.kind, sourceImageId: plan.source.id, engine,
          }, checked);
          const refund = checked ? await deps.faces.recordChecked({ accountId, imageId, likeness, credits: plan.credits ?? CREDITS_PER_IMAGE }) : null;
          const face: FaceCheck = !checked ? 'unchecked' : refund ?? 'kept';
          return { made: 1, fileId, face, errors: [], engine };
        } catch (error) {
          if (error instanceof BackdropPhotoError) photoProblem = error.message;
          return { made: 0, fileId: null, face: 'unchecked' as FaceCheck, errors: [`${plan.kind}: ${(error as Error).message}`], engine: null };
        }
      },
      async finish(generationId, { outcome: status, failed, batch: made }) {
        await deps.images.finishGeneration(generationId, { status, engine: made.engine, failedCount: failed, error: made.errors.join('; ') || null });
        if (failed > 0) deps.logFailure?.({ generationId, errors: made.errors });
      },
    });
    if (photoProblem !== null) throw AppError.badRequest(`${photoProblem} Your credits were given back.`, 'fileId');
    if (outcome === 'failed' || batch.fileId === null) throw new AppError('edit-failed', 502, plan.failedMessage);
    return { fileId: batch.fileId, face: batch.face };
  }

  /**
   * Tries an outfit, and once more at the product's cost when the face came out below the likeness band;
   * answers the closer of the two (the first that matches), with its likeness (null: no face to compare).
   */
  async function dressed(engine: OutfitEngine, original: SourceImage, outfit: { text: string; colours: { main: string; accent: string } | null }, seed: number) {
    let best: { outcome: ImageOutcome; likeness: number } | null = null;
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const outcome = await engine.changeOutfit({ image: original, outfit: outfit.text, colours: outfit.colours, seed: seed + attempt });
      if (!outcome.ok) break;
      const likeness = await deps.faces.compareFaces(original.bytes, outcome.bytes);
      if (likeness === null) return { outcome, engine: engine.name, likeness: null };
      if (!best || likeness > best.likeness) best = { outcome, likeness };
      if (likeness >= deps.faces.missThreshold) break;
    }
    if (!best) return { outcome: { ok: false, error: 'the outfit engine made nothing' } as ImageOutcome, engine: engine.name };
    return { outcome: best.outcome, engine: engine.name, likeness: best.likeness };
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
      const { fileId } = await makeCopy(accountId, {
        kind: 'edit', source, prompt, failedMessage: MASK_EDIT_FAILED_MESSAGE, memo: 'Edit of a photo',
        make: byImageEngine(deps.engineFor, accountId, (engine, original, seed) => engine.edit({ image: original, mask, prompt, seed })),
      }, image);
      return { fileId };
    },

    /** replicate-service/apply-filter: a restyled copy of the caller's image. */
    async filter(accountId: number, input: { fileId: string; filterName: ImageFilterName }): Promise<{ fileId: string }> {
      await deps.rulesGate(accountId);
      const source = await ownedSource(accountId, input.fileId);
      const image = await load(source);
      const { fileId } = await makeCopy(accountId, {
        kind: 'filter', source, prompt: source.prompt, failedMessage: MASK_EDIT_FAILED_MESSAGE, memo: 'Ghibli filter on a photo',
        make: byImageEngine(deps.engineFor, accountId, (engine, original, seed) => engine.filter({ image: original, filter: input.filterName, seed })),
      }, image);
      return { fileId };
    },

    /** replicate-service/apply-backdrop: the caller's photo with its background replaced, the person as they were. */
    async backdrop(accountId: number, input: { fileId: string; backdrop: BackdropName }): Promise<{ fileId: string }> {
      await deps.rulesGate(accountId);
      const source = await ownedSource(accountId, input.fileId);
      const image = await load(source);
      const { fileId } = await makeCopy(accountId, {
        kind: 'filter', source, prompt: source.prompt, failedMessage: BACKDROP_FAILED_MESSAGE, memo: 'Studio backdrop on a photo',
        make: async (original) => ({
          outcome: { ok: true, bytes: await deps.backdrops.render(original.bytes, input.backdrop), contentType: 'image/jpeg' },
          engine: BACKDROP_ENGINE_NAME,
        }),
      }, image);
      return { fileId };
    },

    /**
     * replicate-service/change-outfit: the caller's photo with other clothes, the face checked against the
     * original's (docs/outfits.md): a miss is made once more at our cost, and a second miss is refunded within
     * the likeness refunds' cap; the user keeps the closer photo either way.
     */
    async changeOutfit(accountId: number, input: ChangeOutfitRequest): Promise<{ fileId: string; face: FaceCheck; message: string | null }> {
      await deps.rulesGate(accountId);
      const outfit = outfitOf(input.outfit);
      const source = await ownedSource(accountId, input.fileId);
      const engine = await deps.outfitEngineFor(accountId);
      if (!engine.available) throw new AppError('outfit-unavailable', 503, OUTFIT_UNAVAILABLE_MESSAGE);
      const image = await load(source);
      const { fileId, face } = await makeCopy(accountId, {
        kind: 'edit', source, prompt: `Outfit: ${outfit.text}`, failedMessage: OUTFIT_FAILED_MESSAGE, memo: 'Change of outfit on a photo', credits: OUTFIT_CREDITS,
        make: (original, seed) => dressed(engine, original, outfit, seed),
      }, image);
      const message = face === 'refunded' ? OUTFIT_FACE_REFUNDED_MESSAGE : face === 'over-cap' ? OUTFIT_FACE_OVER_CAP_MESSAGE : null;
      return { fileId, face, message };
    },

    /** replicate-service/upscale: an HD copy of the caller's photo, `scale` times its size (capped at UPSCALE_MAX_LONG_SIDE). */
    async upscale(accountId: number, input: { fileId: string; scale: UpscaleScale }): Promise<{ fileId: string; width: number; height: number }> {
      await deps.rulesGate(accountId);
      const source = await ownedSource(accountId, input.fileId);
      const image = await load(source);
      if (Math.max(image.width, image.height) >= UPSCALE_MAX_LONG_SIDE) throw AppError.badRequest(UPSCALE_TOO_LARGE_MESSAGE, 'fileId');
      const target = upscaledSize(image.width, image.height, input.scale);
      const { fileId } = await makeCopy(accountId, {
        kind: 'filter', source, prompt: source.prompt, failedMessage: UPSCALE_FAILED_MESSAGE, memo: `HD ${input.scale}× of a photo`, credits: upscaleCredits(input.scale),
        async make(original) {
          const outcome = await deps.upscaler.upscale({ image: original, scale: input.scale, width: target.width, height: target.height });
          if (outcome.ok) {
            // A provider's answer is checked, not trusted: the user paid for this exact size.
            const made = await imageSize(outcome.bytes);
            if (made.width !== target.width || made.height !== target.height) {
              return { outcome: { ok: false, error: `the upscaler made ${made.width}×${made.height}, not ${target.width}×${target.height}` }, engine: deps.upscaler.name };
            }
          }
          return { outcome, engine: deps.upscaler.name };
        },
      }, image);
      return { fileId, width: target.width, height: target.height };
    },

    /** upload-service/upload-image: the caller's own photo, stored privately as their image (with the base model's). */
    async upload(accountId: number, input: { file: UploadedFile | undefined }): Promise<{ status: 'success'; nextPage: string }> {
      if (!input.file || input.file.data.length === 0) throw AppError.badRequest(NO_IMAGE_SELECTED_MESSAGE, 'file');
      const photo = await normaliseUploadedImage(input.file.data);
      const { fileId } = await store(accountId, { ok: true, bytes: photo.bytes, contentType: photo.contentType }, {
        generationId: null, modelId: null, prompt: '', origin: 'upload', sourceImageId: null, engine: null,
      });
      return { status: 'success', nextPage: uploadedImageNextPage(fileId) };
    },
  };
}
export type ImageEditsService = ReturnType<typeof createImageEditsService>;
