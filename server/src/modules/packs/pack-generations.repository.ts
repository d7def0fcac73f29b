import { sql } from 'kysely';
import type { Db } from '../../infra/db/database.js';
import type { LikenessRefundValue, PackGenerationStatusValue } from '../../infra/db/schema.js';

export interface NewPackGeneration {
  accountId: number;
  packId: number;
  modelId: number;
  packPurchaseId: number | null;
  creditsSpent: number;
  refundPerFailedImage: number;
}

/** What a slot's job needs to make its image. */
export interface SlotWork {
  slotId: number;
  position: number;
  prompt: string;
  status: 'queued' | 'done' | 'failed';
  generationId: number;
  accountId: number;
  /** Null once the model was deleted (the user kept the photos): the slot can no longer be made. */
  modelId: number | null;
  refundPerFailedImage: number;
}

export interface SettledSlot {
  settled: boolean;
  /** The generation's final status when this slot was its last, else null. */
  finished: PackGenerationStatusValue | null;
}

export interface PackImageRow {
  fileId: string;
  storageKey: string;
  isLiked: boolean;
  /** The slot's place in the pack, 1..image_count (gaps where an image failed). */
  position: number;
  /** The likeness score in [0, 1]; null until scored, or never (no face). */
  likeness: number | null;
  likenessMiss: boolean;
  /** What its miss gave back (null unless a miss). */
  likenessRefund: LikenessRefundValue | null;
}

/** Every slot's job is enqueued with this key prefix and the slot's id, so a slot finds its job. */
export const SLOT_JOB_KEY_PREFIX = 'pack-slot:';

/** A slot with what its job needs, and its generation's owner and refund. */
const slotWorkQuery = (db: Db) =>
  db.selectFrom('pack_generation_slots as s')
    .innerJoin('pack_generations as g', 'g.id', 's.pack_generation_id')
    .select([
      's.id as slotId', 's.position', 's.prompt', 's.status', 'g.id as generationId', 'g.account_id as accountId',
      'g.model_id as modelId', 'g.refund_per_failed_image as refundPerFailedImage',
    ]);

/** All SQL of pack generations and their slots (one row per image to make). */
export function createPackGenerationsRepository(db: Db) {
  return {
    /**
     * Inserts the generation and one queued slot per prompt. With a purchase, at most one generation
     * per purchase exists: `created` is false (and nothing is inserted) when one already does.
     */
    async create(input: NewPackGeneration, prompts: string[], trx: Db): Promise<{ id: number; created: boolean; slotIds: number[] }> {
      const inserted = await trx.insertInto('pack_generations')
        .values({
          account_id: input.accountId,
          pack_id: input.packId,
          model_id: input.modelId,
          pack_purchase_id: input.packPurchaseId,
          credits_spent: input.creditsSpent,
          refund_per_failed_image: input.refundPerFailedImage,
          image_count: prompts.length,
          pending_count: prompts.length,
        })
        .onConflict((oc) => oc.column('pack_purchase_id').doNothing())
        .returning('id')
        .executeTakeFirst();
      if (!inserted) {
        const existing = await trx.selectFrom('pack_generations').select('id')
          .where('pack_purchase_id', '=', input.packPurchaseId).executeTakeFirstOrThrow();
        return { id: existing.id, created: false, slotIds: [] };
      }
      const slots = await trx.insertInto('pack_generation_slots')
        .values(prompts.map((prompt, index) => ({ pack_generation_id: inserted.id, position: index + 1, prompt })))
        .returning('id')
        .execute();
      return { id: inserted.id, created: true, slotIds: slots.map((s) => s.id) };
    },

    /** The generation with its pack's labels, only when it belongs to the account. */
    ownedBy: (accountId: number, id: number) =>
      db.selectFrom('pack_generations as g')
        .innerJoin('photo_packs as p', 'p.id', 'g.pack_id')
        .select(['g.id', 'g.status', 'g.credits_spent', 'g.image_count', 'p.title', 'p.category', 'p.emoji'])
        .where('g.account_id', '=', accountId).where('g.id', '=', id)
        .executeTakeFirst(),

    async status(id: number): Promise<PackGenerationStatusValue | undefined> {
      const row = await db.selectFrom('pack_generations').select('status').where('id', '=', id).executeTakeFirst();
      return row?.status;
    },

    slotWork: (slotId: number): Promise<SlotWork | undefined> =>
      slotWorkQuery(db).where('s.id', '=', slotId).executeTakeFirst(),

    /**
     * Queued slots of running generations that no job will make any more: their job gave up (failed),
     * or, for generations started before `stuckBefore`, they have no job that can still run (none,
     * one done, or one whose attempts are spent and whose lock has run out).
     */
    abandonedSlots: (stuckBefore: Date): Promise<SlotWork[]> =>
      slotWorkQuery(db)
        .leftJoin('jobs as j', (join) => join.on('j.singleton_key', '=', sql<string>`${SLOT_JOB_KEY_PREFIX} || s.id`))
        .where('g.status', '=', 'running')
        .where('s.status', '=', 'queued')
        .where((eb) => eb.or([
          eb('j.status', '=', 'failed'),
          eb.and([
            eb('g.created_at', '<', stuckBefore),
            eb.or([
              eb('j.id', 'is', null),
              eb('j.status', '=', 'done'),
              eb.and([eb('j.status', '=', 'running'), eb('j.locked_until', '<', sql<Date>`now()`), eb('j.attempts', '>=', eb.ref('j.max_attempts'))]),
            ]),
          ]),
        ]))
        .orderBy('s.id')
        .execute(),

    /**
     * Settles a queued slot and counts it on its generation in one statement; the last slot to settle
     * ends the generation (success, partial, or failed when none was made). Concurrent slots of one
     * generation queue on its row, and each sees the counts the one before it left. `settled` is false
     * when the slot was settled already (a duplicate run), which then changes nothing.
     */
    async settleSlot(slotId: number, outcome: { imageId: number } | { error: string }, trx: Db = db): Promise<SettledSlot> {
      const done = 'imageId' in outcome;
      const failed = done ? 0 : 1;
      const { rows } = await sql<{ status: PackGenerationStatusValue; pending_count: number }>`
        with settled as (
          update pack_generation_slots
          set status = ${done ? 'done' : 'failed'}, image_id = ${done ? outcome.imageId : null},
            error = ${done ? null : outcome.error.slice(0, 500)}, finished_at = now()
          where id = ${slotId} and status = 'queued'
          returning pack_generation_id)
        update pack_generations g set
          pending_count = g.pending_count - 1,
          failed_count = g.failed_count + ${failed},
          status = case
            when g.pending_count > 1 then g.status
            when g.failed_count + ${failed} = g.image_count then 'failed'
            when g.failed_count + ${failed} > 0 then 'partial'
            else 'success' end,
          finished_at = case when g.pending_count > 1 then g.finished_at else now() end
        from settled where g.id = settled.pack_generation_id
        returning g.status, g.pending_count`.execute(trx);
      const row = rows[0];
      if (!row) return { settled: false, finished: null };
      return { settled: true, finished: row.pending_count === 0 ? row.status : null };
    },

    /** The generation's images made so far, in the pack's order (images the owner deleted left out). */
    images: (generationId: number): Promise<PackImageRow[]> =>
      db.selectFrom('pack_generation_slots as s')
        .innerJoin('images as i', 'i.id', 's.image_id')
        .select(['i.file_id as fileId', 'i.storage_key as storageKey', 'i.is_liked as isLiked', 's.position', 'i.likeness',
          'i.likeness_miss as likenessMiss', 'i.likeness_refund as likenessRefund'])
        .where('s.pack_generation_id', '=', generationId).where('s.status', '=', 'done').where('i.is_deleted', '=', false)
        .orderBy('s.position')
        .execute(),

    /** Which of these file ids are images of the account's pack generations. */
    async ownedPackImages(accountId: number, fileIds: string[], trx: Db = db): Promise<string[]> {
      if (fileIds.length === 0) return [];
      const rows = await trx.selectFrom('images as i')
        .innerJoin('pack_generation_slots as s', 's.image_id', 'i.id')
        .select('i.file_id')
        .where('i.account_id', '=', accountId)
        .where(sql<string>`i.file_id::text`, 'in', fileIds)
        .execute();
      return rows.map((r) => r.file_id);
    },

    async setLiked(accountId: number, fileIds: string[], isLiked: boolean, trx: Db): Promise<void> {
      if (fileIds.length === 0) return;
      await trx.updateTable('images').set({ is_liked: isLiked })
        .where('account_id', '=', accountId).where(sql<string>`file_id::text`, 'in', fileIds).execute();
    },

    /** What the pack-ready e-mail says of a finished generation: its owner's address, pack title and counts. */
    finishedFacts: (id: number) =>
      db.selectFrom('pack_generations as g')
        .innerJoin('accounts as a', 'a.id', 'g.account_id')
        .innerJoin('photo_packs as p', 'p.id', 'g.pack_id')
        .select(['a.email', 'p.title', 'g.status', 'g.image_count as imageCount', 'g.failed_count as failedCount', 'g.pending_count as pendingCount'])
        .where('g.id', '=', id)
        .executeTakeFirst(),

    /** A slot whose image missed and whose one free replacement is claimed but not made yet. */
    replacementWork: (slotId: number): Promise<(SlotWork & { missedImageId: number }) | undefined> =>
      slotWorkQuery(db).select('s.missed_image_id as missedImageId')
        .where('s.id', '=', slotId).where('s.replacement_claimed', '=', true)
        .where((eb) => eb('s.image_id', '=', eb.ref('s.missed_image_id')))
        .executeTakeFirst() as Promise<(SlotWork & { missedImageId: number }) | undefined>,

    /** Puts the replacement in the missed image's place; false when another run did it first. */
    async swapToReplacement(slotId: number, missedImageId: number, replacementImageId: number): Promise<boolean> {
      const result = await db.updateTable('pack_generation_slots').set({ image_id: replacementImageId })
        .where('id', '=', slotId).where('image_id', '=', missedImageId).executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /** Removes an image a duplicate slot run made after the slot was already settled (never shown anywhere). */
    async discardImage(imageId: number): Promise<void> {
      await db.deleteFrom('images').where('id', '=', imageId).execute();
    },
  };
}
export type PackGenerationsRepository = ReturnType<typeof createPackGenerationsRepository>;
