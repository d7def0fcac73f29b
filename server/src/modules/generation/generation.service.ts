import {
  CREDITS_PER_IMAGE, GENERATE_AGAIN_NEXT_PAGE, GENERATION_FAILED_MESSAGE, MODEL_NOT_READY_MESSAGE, NO_MODEL_SELECTED_MESSAGE,
  PROMPT_NEEDS_MODEL_MESSAGE, PROMPT_NOT_ALLOWED_MESSAGE, partialGenerationMessage, type genCall, type GenReply,
} from 'api-client';
import type { z } from 'zod';
import { AppError } from '../../kernel/app-error.js';
import type { ModelRow, ModelsRepository } from '../models/index.js';
import type { RulesGate } from '../models/index.js';
import { BASE_MODEL_ID, MODEL_NOT_FOUND_MESSAGE } from '../models/index.js';
import type { ImageMaker } from './image-engine.js';
import type { ImagesRepository } from './images.repository.js';
import { outcomeOf, refundMemo, type PaidImages } from './paid-images.js';
import { IMAGE_NOT_FOUND_MESSAGE } from './images.service.js';
import { mentionsModel, normalisePrompt } from './prompt/prompt-expansion.js';
import { brokenRule } from './prompt/prompt-rules.js';

export interface GenerationDeps {
  images: ImagesRepository;
  models: ModelsRepository;
  paidImages: PaidImages;
  rulesGate: RulesGate;
  maker: ImageMaker;
  /** Engine failures are worth a log line; the user only sees the refund. */
  logFailure?: (details: { generationId: number; errors: string[] }) => void;
}

/** What one gen call will make: a model (null: flux-base), the prompt as the user wrote it, how many. */
interface Plan {
  model: ModelRow | null;
  prompt: string;
  count: number;
  regenerate: boolean;
  /** The template image the prompt came from (template-image-service), recorded on the generation. */
  templateId: number | null;
}

/** The gen request after the contract's parsing (modelId is a string by then). */
export type GenInput = z.output<(typeof genCall)['request']>;

const PSEUDO_MODEL_IDS = new Set(['-1', '-2']);
/** Generate Again needs a prompt that made the whole picture: edits, filters and uploads have none. */
export const NOT_REGENERABLE_MESSAGE = 'Only a generated photo can be generated again.';

/** A generation's one debit, its refunds (one per image not made) and what they refer to: the same for gen, edits, filters and backdrops. */
export const generationDebitKey = (generationId: number) => `gen:${generationId}`;
export const generationRefundKey = (generationId: number, n: number) => `gen:${generationId}:refund:${n}`;
export const generationReference = (generationId: number) => `generation:${generationId}`;

/**
 * The gen call (docs/generation-and-images.md#the-gen-call): checks the model and the prompt, debits
 * 10 credits an image in the transaction that records the generation (so concurrent calls can never
 * overspend), runs the engine outside it, and refunds every image that was not made.
 */
export function createGenerationService(deps: GenerationDeps) {
  function usable(row: ModelRow | undefined): ModelRow {
    if (!row) throw AppError.notFound(MODEL_NOT_FOUND_MESSAGE);
    if (row.status !== 'succeeded') throw AppError.badRequest(MODEL_NOT_READY_MESSAGE, 'modelId');
    return row;
  }

  async function plan(accountId: number, request: GenInput, templateId: number | null): Promise<Plan> {
    if (request.originalFileId !== undefined) {
      // Generate Again from the viewer: that image's own prompt and model, one image.
      const image = await deps.images.owned(accountId, request.originalFileId);
      if (!image) throw AppError.notFound(IMAGE_NOT_FOUND_MESSAGE);
      if (image.origin !== 'generated') throw AppError.badRequest(NOT_REGENERABLE_MESSAGE, 'originalFileId');
      const model = image.model_id === null ? null : usable(await deps.models.byId(image.model_id));
      return { model, prompt: image.prompt, count: 1, regenerate: true, templateId: null };
    }
    if (PSEUDO_MODEL_IDS.has(request.modelId)) throw AppError.badRequest(NO_MODEL_SELECTED_MESSAGE, 'modelId');
    const model = request.modelId === BASE_MODEL_ID ? null : usable(await deps.models.ownedBy(accountId, request.modelId));
    return { model, prompt: request.prompt, count: request.imageCount, regenerate: false, templateId };
  }

  function checkPrompt(target: Plan): string {
    if (brokenRule(target.prompt)) throw AppError.badRequest(PROMPT_NOT_ALLOWED_MESSAGE, 'prompt');
    if (!target.model) return target.prompt.trim();
    if (!mentionsModel(target.prompt)) throw AppError.badRequest(PROMPT_NEEDS_MODEL_MESSAGE, 'prompt');
    return normalisePrompt(target.prompt);
  }

  /** What the history says a gen bought: "3 photos of Grace", "1 photo from a template (base model)". */
  function generationMemo(target: Plan): string {
    const photos = `${target.count} ${target.count === 1 ? 'photo' : 'photos'}${target.templateId !== null ? ' from a template' : ''}`;
    return target.model ? `${photos} of ${target.model.name}` : `${photos} (base model)`;
  }

  /** Gives back `failed` images of a generation, with the keys a live call uses: a retry or the sweep posts nothing twice. */
  const refund = (accountId: number, generationId: number, failed: number) => deps.paidImages.refund({
    accountId, perImage: CREDITS_PER_IMAGE, reference: generationReference(generationId), memo: refundMemo('photos'),
    keys: Array.from({ length: failed }, (_, i) => generationRefundKey(generationId, i + 1)),
  });

  return {
    /**
     * replicate-service/gen, and the one path every user generation takes: generate-image-from-template
     * comes here too with the template's prompt and id (`from.templateId`), so credits, rules and
     * engines are the same.
     */
    async generate(accountId: number, request: GenInput, from: { templateId?: number } = {}): Promise<GenReply> {
      await deps.rulesGate(accountId);
      const target = await plan(accountId, request, from.templateId ?? null);
      const prompt = checkPrompt(target);
      const { batch, failed, outcome } = await deps.paidImages.run({
        accountId, count: target.count, perImage: CREDITS_PER_IMAGE,
        record: async (trx) => ({
          id: await deps.images.insertGeneration({
            accountId, modelId: target.model?.id ?? null, prompt, imageCount: target.count, templateId: target.templateId,
          }, trx),
          created: true,
        }),
        debitKey: generationDebitKey, refundKey: generationRefundKey, reference: generationReference,
        memo: generationMemo(target),
        async make(generationId) {
          try {
            const made = await deps.maker.make({ accountId, modelId: target.model?.id ?? null, prompt, count: target.count, generationId });
            return { ...made, made: made.images.length };
          } catch (error) {
            return { images: [], made: 0, errors: [(error as Error).message], engine: null };
          }
        },
        async finish(generationId, ended) {
          await deps.images.finishGeneration(generationId, {
            status: ended.outcome, engine: ended.batch.engine, failedCount: ended.failed, error: ended.batch.errors.join('; ') || null,
          });
          if (ended.failed > 0) deps.logFailure?.({ generationId, errors: ended.batch.errors });
        },
      });
      if (outcome === 'failed') throw new AppError('generation-failed', 502, GENERATION_FAILED_MESSAGE);
      return {
        status: failed === 0 ? 'success' : 'warning',
        // Scored in the background: the score arrives with the next poll of the images.
        outputImages: batch.images.map(({ url, fileId }) => ({ url, fileId, likeness: null })),
        ...(failed > 0 ? { message: partialGenerationMessage(failed, target.count) } : {}),
        ...(target.regenerate ? { nextPage: GENERATE_AGAIN_NEXT_PAGE } : {}),
      };
    },

    /**
     * Finishes generations whose process died between the debit and the refund (a restart): every
     * image not recorded is refunded with the same keys a live call uses, so nothing is paid twice.
     * Meant for a periodic sweep; `startedBefore` must lie well past the engine deadline.
     */
    async recoverStale(startedBefore: Date): Promise<number> {
      const stale = await deps.images.stale(startedBefore);
      for (const generation of stale) {
        const failed = generation.image_count - generation.made;
        await refund(generation.account_id, generation.id, failed);
        await deps.images.finishGeneration(generation.id, {
          status: outcomeOf(generation.image_count, failed),
          engine: null, failedCount: failed, error: 'the server stopped before the generation finished',
        });
      }
      return stale.length;
    },
  };
}
export type GenerationService = ReturnType<typeof createGenerationService>;
