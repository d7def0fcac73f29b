import { sql } from 'kysely';
import type { Db } from '../../../infra/db/database.js';
import type { ImageOriginValue, LikenessRefundValue } from '../../../infra/db/schema.js';

/** What scoring one image needs: the image, its model's reference, and its pack slot if it has one. */
export interface ScoringWork {
  id: number;
  accountId: number;
  storageKey: string;
  status: 'pending' | 'scored' | 'no-face' | 'unscored';
  /** Made by a gen, template or edit call (each image cost CREDITS_PER_IMAGE). */
  generationId: number | null;
  /** Made from a prompt, or an edit or filter of another image (which asked for a change). */
  origin: ImageOriginValue;
  reference: number[] | null;
  /** The model whose upload's look-alike check has not stored its reference yet (that job scores the image later). */
  awaitingReferenceOf: number | null;
  slot: { id: number; isReplacement: boolean; replacementClaimed: boolean } | null;
}

export interface MissShare {
  day: string;
  engine: string;
  scored: number;
  misses: number;
}

/** All SQL of likeness scores. */
export function createLikenessRepository(db: Db) {
  return {
    async scoringWork(imageId: number): Promise<ScoringWork | undefined> {
      const row = await db.selectFrom('images as i')
        .leftJoin('models as m', 'm.id', 'i.model_id')
        .leftJoin('pack_generation_slots as s', (join) => join.on((eb) => eb.or([eb('s.image_id', '=', eb.ref('i.id')), eb('s.missed_image_id', '=', eb.ref('i.id'))])))
        .select([
          'i.id', 'i.account_id', 'i.storage_key', 'i.likeness_status', 'i.generation_id', 'i.origin', 'i.model_id', 'm.face_reference', 'm.look_alike_outliers',
          's.id as slot_id', 's.missed_image_id', 's.replacement_claimed',
        ])
        .where('i.id', '=', imageId)
        .executeTakeFirst();
      if (!row) return undefined;
      return {
        id: row.id,
        accountId: row.account_id,
        storageKey: row.storage_key,
        status: row.likeness_status,
        generationId: row.generation_id,
        origin: row.origin,
        // The base model (no model) has no reference, and is never scored.
        reference: row.model_id === null ? null : (row.face_reference ?? null),
        awaitingReferenceOf: row.model_id !== null && row.look_alike_outliers === null ? row.model_id : null,
        slot: row.slot_id === null ? null : {
          id: row.slot_id,
          // A slot's replacement was free: its own miss refunds nothing and is not replaced again.
          isReplacement: row.missed_image_id !== null && row.missed_image_id !== row.id,
          replacementClaimed: row.replacement_claimed ?? false,
        },
      };
    },

    /**
     * Whether the model's look-alike check is still to come, read under a share lock: a check recording
     * now is waited for, so either this read sees its reference or the check sees this image pending.
     */
    async stillAwaitsReference(modelId: number): Promise<boolean> {
      const row = await db.selectFrom('models').select('look_alike_outliers').where('id', '=', modelId).forShare().executeTakeFirst();
      return row !== undefined && row.look_alike_outliers === null;
    },

    /** Records the outcome of a pending image; false when another run recorded it first. */
    async record(imageId: number, outcome: { status: 'scored' | 'no-face' | 'unscored'; likeness?: number; miss?: boolean; at?: Date }, trx: Db = db): Promise<boolean> {
      const result = await trx.updateTable('images')
        .set({
          likeness_status: outcome.status, likeness: outcome.likeness ?? null, likeness_miss: outcome.miss ?? false,
          likeness_scored_at: outcome.status === 'scored' ? (outcome.at ?? new Date()) : null,
        })
        .where('id', '=', imageId).where('likeness_status', '=', 'pending')
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /** What a recorded miss gave back. */
    async recordRefund(imageId: number, refund: LikenessRefundValue, trx: Db): Promise<void> {
      await trx.updateTable('images').set({ likeness_refund: refund }).where('id', '=', imageId).execute();
    },

    /**
     * The account's photos scored since `since`, and how many of their misses were refunded: the refund
     * cap's two counts. Read under the account's ledger lock, so concurrent scorings count one another.
     */
    async scoredAndRefunded(accountId: number, since: Date, trx: Db): Promise<{ scored: number; refunded: number }> {
      const row = await trx.selectFrom('images')
        .select([
          sql<number>`count(*)::integer`.as('scored'),
          sql<number>`(count(*) filter (where likeness_refund = 'refunded'))::integer`.as('refunded'),
        ])
        .where('account_id', '=', accountId).where('likeness_status', '=', 'scored').where('likeness_scored_at', '>=', since)
        .executeTakeFirstOrThrow();
      return { scored: row.scored, refunded: row.refunded };
    },

    /** Marks the slot's one replacement as taken by this missed image; false when it was taken already. */
    async claimReplacement(slotId: number, missedImageId: number, trx: Db): Promise<boolean> {
      const result = await trx.updateTable('pack_generation_slots')
        .set({ replacement_claimed: true, missed_image_id: missedImageId })
        .where('id', '=', slotId).where('replacement_claimed', '=', false).where('image_id', '=', missedImageId)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /** Scored images and misses per day and engine since `since` (the admin system status). */
    missShares: (since: Date): Promise<MissShare[]> =>
      db.selectFrom('images')
        .select([
          sql<string>`to_char(likeness_scored_at at time zone 'UTC', 'YYYY-MM-DD')`.as('day'),
          sql<string>`coalesce(engine, 'unknown')`.as('engine'),
          sql<number>`count(*)::integer`.as('scored'),
          sql<number>`(count(*) filter (where likeness_miss))::integer`.as('misses'),
        ])
        .where('likeness_status', '=', 'scored').where('likeness_scored_at', '>=', since)
        .groupBy([sql`1`, sql`2`]).orderBy(sql`1`, 'desc').orderBy(sql`2`)
        .execute() as Promise<MissShare[]>,
  };
}
export type LikenessRepository = ReturnType<typeof createLikenessRepository>;
