import {
  CREDITS_PER_IMAGE, GENERATE_AGAIN_NEXT_PAGE, GENERATION_FAILED_MESSAGE, MODEL_NOT_READY_MESSAGE, NO_MODEL_SELECTED_MESSAGE,
  PROMPT_NEEDS_MODEL_MESSAGE, PROMPT_NOT_ALLOWED_MESSAGE, partialGenerationMessage, type genCall, type GenReply,
} from 'api-client';
import type { z } from 'zod';
import { AppError } from '../../kernel/app-error.js';
import type { CreditsService } from '../credits/index.js';
import type { ModelRow, ModelsRepository } from '../models/index.js';
import type { RulesGate } from '../models/index.js';
import { BASE_MODEL_ID, MODEL_NOT_FOUND_MESSAGE } from '../models/index.js';
import type { ImageMaker, MakeImagesResult } from './image-engine.js';
import type { ImagesRepository } from './images.repository.js';
import { IMAGE_NOT_FOUND_MESSAGE } from './images.service.js';
import { mentionsModel, normalisePrompt } from './prompt/prompt-expansion.js';
import { brokenRule } from './prompt/prompt-rules.js';

export interface GenerationDeps {
  images: ImagesRepository;
  models: ModelsRepository;
  credits: CreditsService;
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

  /** Debit and record together: a refused debit leaves no generation behind. Throws 402 when short. */
  function open(accountId: number, target: Plan, prompt: string): Promise<number> {
    return deps.images.transaction(async (trx) => {
      // The ledger locks the account row FOR UPDATE; taking that lock before the insert (whose foreign
      // key takes a weaker one) keeps concurrent calls from deadlocking on PostgreSQL.
      await deps.images.lockAccount(accountId, trx);
      const id = await deps.images.insertGeneration({
        accountId, modelId: target.model?.id ?? null, prompt, imageCount: target.count, templateId: target.templateId,
      }, trx);
      await deps.credits.post({
        accountId, amount: -CREDITS_PER_IMAGE * target.count, reason: 'generation', idempotencyKey: `gen:${id}`, reference: `generation:${id}`,
      }, trx);
      return id;
    });
  }

  async function refund(accountId: number, generationId: number, failed: number): Promise<void> {
    // One entry per image, each with its own key: a retried refund posts nothing twice.
    for (let n = 1; n <= failed; n += 1) {
      await deps.credits.post({
        accountId, amount: CREDITS_PER_IMAGE, reason: 'refund', idempotencyKey: `gen:${generationId}:refund:${n}`, reference: `generation:${generationId}`,
      });
    }
  }

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
      const generationId = await open(accountId, target, prompt);
      let result: MakeImagesResult | { images: []; failed: number; errors: string[]; engine: null };
      try {
        result = await deps.maker.make({ accountId, modelId: target.model?.id ?? null, prompt, count: target.count, generationId });
      } catch (error) {
        result = { images: [], failed: target.count, errors: [(error as Error).message], engine: null };
      }
      const failed = target.count - result.images.length;
      await refund(accountId, generationId, failed);
      const status = failed === 0 ? 'succeeded' : failed === target.count ? 'failed' : 'partial';
      await deps.images.finishGeneration(generationId, { status, engine: result.engine, failedCount: failed, error: result.errors.join('; ') || null });
      if (failed > 0) deps.logFailure?.({ generationId, errors: result.errors });
      if (status === 'failed') throw new AppError('generation-failed', 502, GENERATION_FAILED_MESSAGE);
      return {
        status: failed === 0 ? 'success' : 'warning',
        // Scored in the background: the score arrives with the next poll of the images.
        outputImages: result.images.map(({ url, fileId }) => ({ url, fileId, likeness: null })),
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
          status: failed === 0 ? 'succeeded' : failed === generation.image_count ? 'failed' : 'partial',
          engine: null, failedCount: failed, error: 'the server stopped before the generation finished',
        });
      }
      return stale.length;
    },
  };
}
export type GenerationService = ReturnType<typeof createGenerationService>;
