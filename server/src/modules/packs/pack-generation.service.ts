import {
  FAVORITE_IMAGE_NOT_FOUND_MESSAGE, FAVORITES_OVERLAP_MESSAGE, PACK_ALL_FAILED_MESSAGE, PACK_GENERATION_NOT_FOUND_MESSAGE,
  PACK_IMAGE_COUNT, PACK_MODEL_CLASS_MESSAGE, PACK_MODEL_REQUIRED_MESSAGE, PACK_NOT_AVAILABLE_MESSAGE, PACK_PARTIAL_WARNING,
  PACK_PURCHASE_MISMATCH_MESSAGE, PACK_STILL_RUNNING_MESSAGE, PURCHASE_INFO_FAILED_MESSAGE, likenessBandOf,
  type GeneratePackReply, type PackGenerationReply,
} from 'api-client';
import { AppError } from '../../kernel/app-error.js';
import type { Db } from '../../infra/db/database.js';
import type { JobQueue } from '../../infra/jobs/job-queue.js';
import type { FileUrlSigner } from '../files/index.js';
import type { ModelsRepository } from '../models/index.js';
import { PACK_MODEL_CLASSES } from './pack-catalogue.service.js';
import { SLOT_JOB_KEY_PREFIX, type PackGenerationsRepository } from './pack-generations.repository.js';
import type { PackPurchasesRepository } from './pack-purchases.repository.js';
import type { PacksRepository } from './packs.repository.js';
import type { GenerationWaiter } from './generation-waiter.js';
import type { PaidImages } from '../generation/index.js';

export interface PackGenerationDeps {
  packs: PacksRepository;
  purchases: PackPurchasesRepository;
  generations: PackGenerationsRepository;
  models: ModelsRepository;
  paidImages: PaidImages;
  queue: JobQueue;
  transaction: <T>(work: (trx: Db) => Promise<T>) => Promise<T>;
  fileUrls: FileUrlSigner;
  waiter: GenerationWaiter;
  /** How long generate-pack waits for the images before answering with the pack still running. */
  waitMs: number;
}

export interface GeneratePackInput {
  packId: number;
  /** The model's public id (ModelID). */
  modelId: string;
  packPurchaseId?: number;
  /** An admin may generate a pack not approved yet (a preview of what the content generator made), paying as anyone does. */
  isAdmin?: boolean;
}

/** The idempotency key of a pack's one debit; refunds of its slots derive from it. */
export const packDebitKey = (generationId: number) => `pack-generation:${generationId}`;

export function createPackGenerationService(deps: PackGenerationDeps) {
  async function usableModel(accountId: number, publicId: string) {
    const model = await deps.models.ownedBy(accountId, publicId);
    if (!model || model.status !== 'succeeded' || model.type !== 'flux-lora') throw AppError.badRequest(PACK_MODEL_REQUIRED_MESSAGE, 'modelId');
    if (!PACK_MODEL_CLASSES.includes(model.class)) throw AppError.badRequest(PACK_MODEL_CLASS_MESSAGE, 'modelId');
    return model;
  }

  async function paidPurchase(accountId: number, input: GeneratePackInput) {
    if (input.packPurchaseId === undefined) return null;
    const purchase = await deps.purchases.ownedBy(accountId, input.packPurchaseId);
    if (!purchase) throw new AppError('purchase-not-found', 404, PURCHASE_INFO_FAILED_MESSAGE);
    if (purchase.packId !== input.packId) throw AppError.badRequest(PACK_PURCHASE_MISMATCH_MESSAGE, 'packId');
    return purchase;
  }

  /**
   * Creates the generation, its one debit (none when a purchase paid) and one queued slot and job per
   * image, all in one transaction: with too few credits nothing is created. A purchase is generated
   * once: asking again answers the generation it already has.
   */
  async function start(accountId: number, input: GeneratePackInput): Promise<number> {
    const model = await usableModel(accountId, input.modelId);
    const purchase = await paidPurchase(accountId, input);
    const pack = await deps.packs.byId(input.packId);
    // A bought pack stays generatable even if it was withdrawn from sale after the purchase.
    if (!pack || (!pack.is_approved && !purchase && !input.isAdmin)) throw AppError.notFound(PACK_NOT_AVAILABLE_MESSAGE);
    const prompts = await deps.packs.prompts(pack.id);
    if (prompts.length === 0) throw AppError.notFound(PACK_NOT_AVAILABLE_MESSAGE);
    // Always PACK_IMAGE_COUNT images: a pack with fewer prompts uses them again in order.
    const slotPrompts = Array.from({ length: PACK_IMAGE_COUNT }, (_, i) => prompts[i % prompts.length] as string);
    const creditsSpent = purchase ? 0 : pack.credits;

    let slotIds: number[] = [];
    const generationId = await deps.paidImages.open({
      accountId, credits: creditsSpent, debitKey: packDebitKey, reference: packDebitKey, memo: `Photo pack: ${pack.title}`,
      async record(trx) {
        const created = await deps.generations.create({
          accountId, packId: pack.id, modelId: model.id, packPurchaseId: purchase?.id ?? null, creditsSpent,
          // Each failed image gives back its share of the pack's credits, whoever paid (a purchase too).
          refundPerFailedImage: Math.floor(pack.credits / PACK_IMAGE_COUNT),
        }, slotPrompts, trx);
        slotIds = created.created ? created.slotIds : [];
        return created;
      },
      // One job per image, queued with the debit: the slots run as jobs and settle one by one (pack-slot.worker.ts).
      alongside: (_id, trx) => deps.queue.enqueueMany('pack.slot', slotIds.map((slotId) => ({ payload: { slotId }, options: { singletonKey: `${SLOT_JOB_KEY_PREFIX}${slotId}` } })), trx),
    });
    deps.queue.wake();
    return generationId;
  }

  return {
    start,

    /** photo-pack-service/generate-pack: starts the pack, then waits for it up to the configured bound. */
    async generate(accountId: number, input: GeneratePackInput): Promise<GeneratePackReply> {
      const packGenerationId = await start(accountId, input);
      const status = await deps.waiter.wait(packGenerationId, deps.waitMs);
      if (status === 'failed') throw new AppError('pack-failed', 502, PACK_ALL_FAILED_MESSAGE);
      if (status === 'partial') return { status: 'partial', packGenerationId, message: PACK_PARTIAL_WARNING };
      if (status === 'running') return { status: 'success', packGenerationId, message: PACK_STILL_RUNNING_MESSAGE };
      return { status: 'success', packGenerationId };
    },

    /** photo-pack-service/pack-generation/{id}: the caller's own generation, with the images made so far. */
    async get(accountId: number, id: number): Promise<PackGenerationReply> {
      const generation = await deps.generations.ownedBy(accountId, id);
      if (!generation) throw AppError.notFound(PACK_GENERATION_NOT_FOUND_MESSAGE);
      const images = await deps.generations.images(id);
      return {
        packGeneration: {
          status: generation.status,
          imageCount: generation.image_count,
          title: generation.title,
          category: generation.category,
          emoji: generation.emoji,
          creditsSpent: generation.credits_spent,
          outputImages: images.map((image) => ({
            fileId: image.fileId, url: deps.fileUrls.sign(image.storageKey), isLiked: image.isLiked,
            likeness: image.likeness, likenessBand: likenessBandOf(image.likeness, image.likenessMiss), likenessRefund: image.likenessRefund,
          })),
        },
      };
    },

    /** The caller's own pack for a zip download: its title and the photos made, in the pack's order. */
    async photos(accountId: number, id: number): Promise<{ title: string; imageCount: number; photos: Array<{ position: number; storageKey: string }> }> {
      const generation = await deps.generations.ownedBy(accountId, id);
      if (!generation) throw AppError.notFound(PACK_GENERATION_NOT_FOUND_MESSAGE);
      const images = await deps.generations.images(id);
      return {
        title: generation.title,
        imageCount: generation.image_count,
        photos: images.map((image) => ({ position: image.position, storageKey: image.storageKey })),
      };
    },

    /** photo-pack-service/like-favorites: all or nothing, and only images of the caller's packs. */
    async likeFavorites(accountId: number, liked: string[], notLiked: string[]): Promise<void> {
      const likedSet = new Set(liked);
      const notLikedSet = new Set(notLiked);
      if ([...likedSet].some((fileId) => notLikedSet.has(fileId))) throw AppError.badRequest(FAVORITES_OVERLAP_MESSAGE);
      const wanted = [...likedSet, ...notLikedSet];
      await deps.transaction(async (trx) => {
        const owned = new Set(await deps.generations.ownedPackImages(accountId, wanted, trx));
        if (wanted.some((fileId) => !owned.has(fileId))) throw AppError.notFound(FAVORITE_IMAGE_NOT_FOUND_MESSAGE);
        await deps.generations.setLiked(accountId, [...likedSet], true, trx);
        await deps.generations.setLiked(accountId, [...notLikedSet], false, trx);
      });
    },
  };
}
export type PackGenerationService = ReturnType<typeof createPackGenerationService>;
