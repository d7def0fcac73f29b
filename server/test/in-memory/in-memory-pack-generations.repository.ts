import type { Selectable } from 'kysely';
import type { Db } from '../../src/infra/db/database.js';
import type { PackGenerationSlotsTable, PackGenerationsTable } from '../../src/infra/db/schema.js';
import type {
  NewPackGeneration, PackGenerationsRepository, SettledSlot, SlotWork,
} from '../../src/modules/packs/pack-generations.repository.js';
import { insertRow, notInMemory, updateRow, type InMemoryDatabase } from './in-memory-database.js';

export type PackGenerationRow = Selectable<PackGenerationsTable>;
type SlotRow = Selectable<PackGenerationSlotsTable>;

/**
 * Pack generations and their slots. There is no jobs table here: `abandonedSlots` counts every queued
 * slot of a running generation started before `stuckBefore` (the real query also takes a slot whose
 * job failed for good, and leaves one whose job can still run).
 */
export function createInMemoryPackGenerationsRepository(db: InMemoryDatabase) {
  const generations: PackGenerationRow[] = [];
  const slots: SlotRow[] = [];
  const discarded: number[] = [];
  const generation = (id: number) => generations.find((g) => g.id === id);

  function work(slot: SlotRow): SlotWork | undefined {
    const g = generation(slot.pack_generation_id);
    return g && {
      slotId: slot.id, position: slot.position, prompt: slot.prompt, status: slot.status, generationId: g.id,
      accountId: g.account_id, modelId: g.model_id, refundPerFailedImage: g.refund_per_failed_image,
    };
  }

  const repository = {
    async create(input: NewPackGeneration, prompts: string[], trx: Db): Promise<{ id: number; created: boolean; slotIds: number[] }> {
      const existing = input.packPurchaseId !== null && generations.find((g) => g.pack_purchase_id === input.packPurchaseId);
      if (existing) return { id: existing.id, created: false, slotIds: [] };
      const row = insertRow(db, generations, {
        id: db.nextId(), account_id: input.accountId, pack_id: input.packId, model_id: input.modelId, pack_purchase_id: input.packPurchaseId,
        credits_spent: input.creditsSpent, refund_per_failed_image: input.refundPerFailedImage, image_count: prompts.length,
        pending_count: prompts.length, failed_count: 0, status: 'running', created_at: new Date(), finished_at: null,
      }, trx);
      const slotIds = prompts.map((prompt, index) => insertRow(db, slots, {
        id: db.nextId(), pack_generation_id: row.id, position: index + 1, prompt, status: 'queued', image_id: null, error: null, finished_at: null,
        missed_image_id: null, replacement_claimed: false,
      }, trx).id);
      return { id: row.id, created: true, slotIds };
    },
    ownedBy: notInMemory('ownedBy'),
    status: async (id: number) => generation(id)?.status,
    slotWork: async (slotId: number) => {
      const slot = slots.find((s) => s.id === slotId);
      return slot && work(slot);
    },
    abandonedSlots: async (stuckBefore: Date): Promise<SlotWork[]> => slots
      .filter((s) => s.status === 'queued' && generation(s.pack_generation_id)?.status === 'running'
        && (generation(s.pack_generation_id)?.created_at ?? stuckBefore) < stuckBefore)
      .map((s) => work(s) as SlotWork),
    async settleSlot(slotId: number, outcome: { imageId: number } | { error: string }, trx?: Db): Promise<SettledSlot> {
      const slot = slots.find((s) => s.id === slotId);
      const g = slot && generation(slot.pack_generation_id);
      if (!slot || !g || slot.status !== 'queued') return { settled: false, finished: null };
      const done = 'imageId' in outcome;
      updateRow(db, slot, { status: done ? 'done' : 'failed', image_id: done ? outcome.imageId : null, error: done ? null : outcome.error, finished_at: new Date() }, trx);
      const failed = g.failed_count + (done ? 0 : 1);
      const last = g.pending_count === 1;
      const status = !last ? g.status : failed === g.image_count ? 'failed' : failed > 0 ? 'partial' : 'success';
      updateRow(db, g, { pending_count: g.pending_count - 1, failed_count: failed, status, finished_at: last ? new Date() : g.finished_at }, trx);
      return { settled: true, finished: last ? status : null };
    },
    images: notInMemory('images'),
    replacementWork: notInMemory('replacementWork'),
    swapToReplacement: notInMemory('swapToReplacement'),
    ownedPackImages: notInMemory('ownedPackImages'),
    setLiked: notInMemory('setLiked'),
    finishedFacts: notInMemory('finishedFacts'),
    async discardImage(imageId: number): Promise<void> {
      discarded.push(imageId);
    },
  } satisfies PackGenerationsRepository;

  return { repository, generations, slots, discarded };
}
