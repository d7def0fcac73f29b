import type { Db } from '../../infra/db/database.js';
import type { PackGenerationStatusValue } from '../../infra/db/schema.js';

/** One of an account's purchases as "My packs" lists it. */
export interface PurchaseListRow {
  id: number;
  title: string;
  emoji: string;
  createdAt: Date;
  packGenerationId: number | null;
  generationStatus: PackGenerationStatusValue | null;
}

export interface PurchaseWithPack {
  id: number;
  packId: number;
  title: string;
  description: string;
  includesTraining: boolean;
  /** The generation made from this purchase, once there is one. */
  packGenerationId: number | null;
}

/** All SQL of pack purchases: one row per paid pack, recorded once per payment. */
export function createPackPurchasesRepository(db: Db) {
  const withPack = (trx: Db) =>
    trx.selectFrom('pack_purchases as pp')
      .innerJoin('photo_packs as p', 'p.id', 'pp.pack_id')
      .leftJoin('pack_generations as g', 'g.pack_purchase_id', 'pp.id')
      .select([
        'pp.id', 'pp.pack_id as packId', 'p.title', 'p.description', 'p.includes_training as includesTraining',
        'g.id as packGenerationId',
      ]);

  return {
    /** Inserts the purchase unless this payment already recorded one; returns the payment's purchase either way. */
    async insertOnce(input: { accountId: number; packId: number; paymentId: string }, trx: Db) {
      await trx.insertInto('pack_purchases')
        .values({ account_id: input.accountId, pack_id: input.packId, payment_id: input.paymentId })
        .onConflict((oc) => oc.column('payment_id').doNothing())
        .execute();
      return trx.selectFrom('pack_purchases').select(['id', 'account_id', 'pack_id']).where('payment_id', '=', input.paymentId)
        .executeTakeFirstOrThrow();
    },
    latest: (accountId: number): Promise<PurchaseWithPack | undefined> =>
      withPack(db).where('pp.account_id', '=', accountId).orderBy('pp.created_at', 'desc').orderBy('pp.id', 'desc').executeTakeFirst(),
    /** Every purchase of the account, newest first, with its generation's status once generated. */
    listForAccount: (accountId: number): Promise<PurchaseListRow[]> =>
      db.selectFrom('pack_purchases as pp')
        .innerJoin('photo_packs as p', 'p.id', 'pp.pack_id')
        .leftJoin('pack_generations as g', 'g.pack_purchase_id', 'pp.id')
        .select(['pp.id', 'p.title', 'p.emoji', 'pp.created_at as createdAt', 'g.id as packGenerationId', 'g.status as generationStatus'])
        .where('pp.account_id', '=', accountId)
        .orderBy('pp.created_at', 'desc').orderBy('pp.id', 'desc')
        .execute(),
    /** The account's oldest purchase with no generation yet: the pack waiting to be made. */
    async oldestUnusedId(accountId: number): Promise<number | null> {
      const row = await db.selectFrom('pack_purchases as pp')
        .leftJoin('pack_generations as g', 'g.pack_purchase_id', 'pp.id')
        .select('pp.id')
        .where('pp.account_id', '=', accountId)
        .where('g.id', 'is', null)
        .orderBy('pp.created_at', 'asc').orderBy('pp.id', 'asc')
        .executeTakeFirst();
      return row?.id ?? null;
    },
    /** The purchase, only when it belongs to the account. */
    ownedBy: (accountId: number, purchaseId: number, trx: Db = db): Promise<PurchaseWithPack | undefined> =>
      withPack(trx).where('pp.account_id', '=', accountId).where('pp.id', '=', purchaseId).executeTakeFirst(),
    async deleteForAccount(accountId: number, trx: Db): Promise<void> {
      await trx.deleteFrom('pack_purchases').where('account_id', '=', accountId).execute();
    },
  };
}
export type PackPurchasesRepository = ReturnType<typeof createPackPurchasesRepository>;
