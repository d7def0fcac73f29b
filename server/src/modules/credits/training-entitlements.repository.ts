import { sql } from 'kysely';
import type { Db } from '../../infra/db/database.js';
import { sessionColumns, sessionFacts } from '../../infra/db/session-facts.js';

/** A training a purchase included, as the account's history shows it. */
export interface TrainingEntitlement {
  id: number;
  source: string;
  grantedAt: Date;
  modelPublicId: string | null;
  usedAt: Date | null;
}

/** account-info's count of included trainings not used yet, read in the session's own statement. */
export const includedTrainingsFacts = sessionFacts(
  sessionColumns((eb) => [
    eb.selectFrom('training_entitlements').select(sql<number>`count(*)::integer`.as('n'))
      .whereRef('training_entitlements.account_id', '=', 'accounts.id').where('training_entitlements.used_at', 'is', null)
      .as('trainings_included'),
  ]),
  (row) => row.trainings_included ?? 0,
);

/**
 * All SQL of the included trainings (training_entitlements). Callers hold the account's ledger lock
 * (credits.lockAccount), so a claim and a grant of one account never interleave.
 */
export function createTrainingEntitlementsRepository(db: Db) {
  return {
    /** Grants one; false when its source already granted it (a replayed payment event). */
    async grant(accountId: number, source: string, trx: Db): Promise<boolean> {
      const row = await trx.insertInto('training_entitlements').values({ account_id: accountId, source })
        .onConflict((oc) => oc.column('source').doNothing()).returning('id').executeTakeFirst();
      return row !== undefined;
    },

    /** Uses the oldest unused one for the model's training; false when none is left. */
    async claim(accountId: number, model: { publicId: string; name: string }, trx: Db): Promise<boolean> {
      const row = await trx.updateTable('training_entitlements')
        .set({ model_public_id: model.publicId, model_name: model.name, used_at: sql<Date>`now()` })
        .where('id', '=', (eb) => eb.selectFrom('training_entitlements').select('id')
          .where('account_id', '=', accountId).where('used_at', 'is', null).orderBy('id').limit(1))
        .returning('id').executeTakeFirst();
      return row !== undefined;
    },

    /** The one the model's training used, if any. */
    usedBy: (modelPublicId: string, trx: Db = db) =>
      trx.selectFrom('training_entitlements').select('id').where('model_public_id', '=', modelPublicId).executeTakeFirst(),

    /** Gives back the one the model's training used; false when it used none (or it was given back already). */
    async release(modelPublicId: string, trx: Db): Promise<boolean> {
      const rows = await trx.updateTable('training_entitlements').set({ model_public_id: null, model_name: null, used_at: null })
        .where('model_public_id', '=', modelPublicId).returning('id').execute();
      return rows.length > 0;
    },

    async unused(accountId: number, trx: Db = db): Promise<number> {
      const row = await trx.selectFrom('training_entitlements').select(sql<number>`count(*)::integer`.as('count'))
        .where('account_id', '=', accountId).where('used_at', 'is', null).executeTakeFirstOrThrow();
      return row.count;
    },

    /** Removes those not used yet (an admin's reset takes purchases away); returns how many. */
    async removeUnused(accountId: number, trx: Db): Promise<number> {
      const rows = await trx.deleteFrom('training_entitlements').where('account_id', '=', accountId).where('used_at', 'is', null)
        .returning('id').execute();
      return rows.length;
    },

    async all(accountId: number, trx: Db = db): Promise<TrainingEntitlement[]> {
      const rows = await trx.selectFrom('training_entitlements').selectAll().where('account_id', '=', accountId).orderBy('id').execute();
      return rows.map((row) => ({ id: row.id, source: row.source, grantedAt: row.granted_at, modelPublicId: row.model_public_id, usedAt: row.used_at }));
    },
  };
}
export type TrainingEntitlementsRepository = ReturnType<typeof createTrainingEntitlementsRepository>;
