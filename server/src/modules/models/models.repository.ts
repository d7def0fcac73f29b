import { sql, type Selectable } from 'kysely';
import type { Db } from '../../infra/db/database.js';
import type { ModelStatusValue, ModelsTable } from '../../infra/db/schema.js';
import { sessionFacts } from '../../infra/db/session-facts.js';

export type ModelRow = Selectable<ModelsTable>;

export interface NewModel {
  publicId: string;
  accountId: number;
  name: string;
  modelClass: string;
  characteristics: string;
  triggerWord: string;
  engine: string;
  mainImageKey: string;
  /** The likeness reference built from its training photos (docs/likeness.md); null: none. */
  faceReference?: number[] | null;
  /** 1-based positions of the photos that do not look like the person; omitted: not checked (0024). */
  lookAlikeOutliers?: number[];
  /** 'awaiting-confirmation': photos of several faces wait, unpaid, for "These are all me" (0025). */
  status?: 'awaiting-confirmation' | 'starting';
}

export interface NewTrainingPhoto {
  position: number;
  storageKey: string;
  width: number;
  height: number;
}

const IN_TRAINING: ModelStatusValue[] = ['starting', 'processing'];
/** Not a model to the user yet: an upload of several faces waiting for "These are all me" (docs/likeness.md). */
const AWAITING: ModelStatusValue = 'awaiting-confirmation';
const TERMINAL: ModelStatusValue[] = ['succeeded', 'failed', 'canceled'];

/** When the user asked for the training: the upload, or the "These are all me" that started it later. */
export const trainingRequestedAt = (model: Pick<ModelRow, 'created_at' | 'identity_confirmed_at'>): Date =>
  new Date(model.identity_confirmed_at ?? model.created_at);

export interface GenPageFacts { hasSucceeded: boolean; trainingName: string | null; hasPurchased: boolean; lastPrompt: string | null }

/**
 * What the generation page's status (gen-status) shows besides the account row, read in the session's
 * own query (one round trip a request; on PGlite every query is a turn of the single connection): a
 * finished model exists, the newest model still training, a fulfilled payment exists (payments), the
 * latest gen call's prompt (generations; pack slots and edits are not the gen page's prompts).
 */
export const genPageFacts = sessionFacts((eb) => [
  eb.exists(eb.selectFrom('models').select('models.id').whereRef('models.account_id', '=', 'accounts.id').where('models.status', '=', 'succeeded'))
    .as('has_succeeded'),
  eb.selectFrom('models').select('models.name').whereRef('models.account_id', '=', 'accounts.id').where('models.status', 'in', IN_TRAINING)
    .orderBy('models.created_at', 'desc').limit(1).as('training_name'),
  eb.exists(eb.selectFrom('payments').select('payments.id').whereRef('payments.account_id', '=', 'accounts.id').where('payments.status', '=', 'fulfilled'))
    .as('has_purchased'),
  eb.selectFrom('generations').select('generations.prompt').whereRef('generations.account_id', '=', 'accounts.id').where('generations.kind', '=', 'generate')
    .orderBy('generations.created_at', 'desc').orderBy('generations.id', 'desc').limit(1).as('last_prompt'),
], (row): GenPageFacts => ({
  hasSucceeded: row.has_succeeded === true, trainingName: row.training_name ?? null,
  hasPurchased: row.has_purchased === true, lastPrompt: row.last_prompt ?? null,
}));

/** All SQL of models and their training photos. */
export function createModelsRepository(db: Db) {
  return {
    async create(model: NewModel, photos: NewTrainingPhoto[], trx: Db): Promise<ModelRow> {
      const row = await trx.insertInto('models').values({
        public_id: model.publicId,
        account_id: model.accountId,
        name: model.name,
        class: model.modelClass,
        characteristics: model.characteristics,
        trigger_word: model.triggerWord,
        engine: model.engine,
        main_image_key: model.mainImageKey,
        face_reference: model.faceReference ?? null,
        ...(model.lookAlikeOutliers ? { look_alike_outliers: model.lookAlikeOutliers } : {}),
        status: model.status ?? 'starting',
      }).returningAll().executeTakeFirstOrThrow();
      if (photos.length > 0) await trx.insertInto('training_photos')
        .values(photos.map((p) => ({ model_id: row.id, position: p.position, storage_key: p.storageKey, width: p.width, height: p.height })))
        .execute();
      return row;
    },
    byId: (id: number, trx: Db = db) => trx.selectFrom('models').selectAll().where('id', '=', id).executeTakeFirst(),
    /** The model with this public id, only when it belongs to the account (an upload awaiting confirmation is no model yet). */
    ownedBy: (accountId: number, publicId: string, trx: Db = db) =>
      trx.selectFrom('models').selectAll().where('public_id', '=', publicId).where('account_id', '=', accountId)
        .where('status', '!=', AWAITING).executeTakeFirst(),
    listFor: (accountId: number) =>
      db.selectFrom('models').selectAll().where('account_id', '=', accountId).where('status', '!=', AWAITING)
        .orderBy('created_at', 'desc').orderBy('id', 'desc').execute(),

    // --- uploads awaiting "These are all me" (docs/likeness.md#one-person-per-model) ----------------
    /** The account's model by public id whatever its state, locked for the confirmation. */
    lockOwned: (accountId: number, publicId: string, trx: Db) =>
      trx.selectFrom('models').selectAll().where('public_id', '=', publicId).where('account_id', '=', accountId).forUpdate().executeTakeFirst(),
    /** Confirms a waiting upload: it becomes a training; false when it was not waiting any more. */
    async confirmIdentity(id: number, trx: Db): Promise<boolean> {
      const row = await trx.updateTable('models').set({ status: 'starting', identity_confirmed_at: new Date() })
        .where('id', '=', id).where('status', '=', AWAITING).returning('id').executeTakeFirst();
      return row !== undefined;
    },
    /** The account's uploads still waiting, oldest first. */
    async awaitingOf(accountId: number): Promise<number[]> {
      const rows = await db.selectFrom('models').select('id').where('account_id', '=', accountId).where('status', '=', AWAITING).orderBy('id').execute();
      return rows.map((row) => row.id);
    },
    /** Uploads waiting since before `createdBefore` (they expire), with their accounts (locked first when one is discarded). */
    async awaitingSince(createdBefore: Date, limit: number): Promise<{ id: number; accountId: number }[]> {
      const rows = await db.selectFrom('models').select(['id', 'account_id']).where('status', '=', AWAITING).where('created_at', '<', createdBefore)
        .orderBy('created_at').limit(limit).execute();
      return rows.map((row) => ({ id: row.id, accountId: row.account_id }));
    },
    /** A waiting upload's files, read under a lock that keeps it from being confirmed meanwhile; undefined: not waiting. */
    async lockAwaitingFiles(id: number, trx: Db): Promise<string[] | undefined> {
      const model = await trx.selectFrom('models').select('main_image_key').where('id', '=', id).where('status', '=', AWAITING).forUpdate().executeTakeFirst();
      if (!model) return undefined;
      const photos = await trx.selectFrom('training_photos').select('storage_key').where('model_id', '=', id).execute();
      return [...photos.map((photo) => photo.storage_key), ...(model.main_image_key ? [model.main_image_key] : [])];
    },
    /** Deletes a waiting upload's row (its training photos' rows cascade). */
    async deleteAwaiting(id: number, trx: Db): Promise<void> {
      await trx.deleteFrom('models').where('id', '=', id).where('status', '=', AWAITING).execute();
    },
    photos: (modelId: number) =>
      db.selectFrom('training_photos').selectAll().where('model_id', '=', modelId).orderBy('position').execute(),
    /** The newest model still training, if any. */
    training: (accountId: number) =>
      db.selectFrom('models').selectAll().where('account_id', '=', accountId).where('status', 'in', IN_TRAINING)
        .orderBy('created_at', 'desc').executeTakeFirst(),
    /** The newest finished model whose completion notice is not dismissed yet. */
    recentlyCompleted: (accountId: number) =>
      db.selectFrom('models').selectAll().where('account_id', '=', accountId).where('status', 'in', TERMINAL)
        .where('completion_seen', '=', false).orderBy('finished_at', 'desc').executeTakeFirst(),
    async hasSucceeded(accountId: number): Promise<boolean> {
      const row = await db.selectFrom('models').select('id').where('account_id', '=', accountId).where('status', '=', 'succeeded').executeTakeFirst();
      return row !== undefined;
    },
    async dismissCompletionNotices(accountId: number, trx: Db = db): Promise<void> {
      await trx.updateTable('models').set({ completion_seen: true })
        .where('account_id', '=', accountId).where('completion_seen', '=', false).where('status', 'in', TERMINAL).execute();
    },
    async markSeen(id: number): Promise<void> {
      await db.updateTable('models').set({ completion_seen: true }).where('id', '=', id).where('status', 'in', TERMINAL).execute();
    },
    async updateDetails(id: number, modelClass: string, characteristics: string): Promise<void> {
      await db.updateTable('models').set({ class: modelClass, characteristics }).where('id', '=', id).execute();
    },
    /** Records the engine's training id once; false when another run already did. */
    async markStarted(id: number, engine: string, externalId: string, trx: Db = db): Promise<boolean> {
      const row = await trx.updateTable('models').set({ engine, external_id: externalId, started_at: new Date(), status: 'starting' })
        .where('id', '=', id).where('external_id', 'is', null).returning('id').executeTakeFirst();
      return row !== undefined;
    },
    /** Every model still training, whoever owns it (the sweeper re-checks them). */
    async activeIds(): Promise<number[]> {
      const rows = await db.selectFrom('models').select('id').where('status', 'in', IN_TRAINING).execute();
      return rows.map((row) => row.id);
    },
    /** The engine's latest progress report for a model still training (the train page's progress bar). */
    async recordProgress(id: number, progress: { done: number; total: number }, trx: Db = db): Promise<void> {
      await trx.updateTable('models').set({ progress_done: progress.done, progress_total: progress.total, progress_at: new Date() })
        .where('id', '=', id).where('status', 'in', IN_TRAINING).execute();
    },
    /** Moves a model that is still training to a new state; false when it had already ended. */
    async transition(id: number, changes: { status: ModelStatusValue; version?: string | null; weightsUrl?: string | null; failureReason?: string | null }, trx: Db): Promise<boolean> {
      const terminal = TERMINAL.includes(changes.status);
      const row = await trx.updateTable('models')
        .set({
          status: changes.status,
          ...(changes.version !== undefined ? { trained_version: changes.version } : {}),
          ...(changes.weightsUrl !== undefined ? { weights_url: changes.weightsUrl } : {}),
          ...(changes.failureReason !== undefined ? { failure_reason: changes.failureReason } : {}),
          ...(terminal ? { finished_at: new Date() } : {}),
        })
        .where('id', '=', id).where('status', 'in', IN_TRAINING).returning('id').executeTakeFirst();
      return row !== undefined;
    },
    /**
     * Counts one more poll when the count is still `seen` and returns the new count (the next poll's
     * de-duplication key); null when a concurrent run of the same poll already counted it.
     */
    async countPoll(id: number, seen: number, trx: Db): Promise<number | null> {
      const row = await trx.updateTable('models').set({ poll_count: sql`poll_count + 1` }).where('id', '=', id)
        .where('poll_count', '=', seen).returning('poll_count').executeTakeFirst();
      return row?.poll_count ?? null;
    },
    async lastTrainingTime(): Promise<Date | null> {
      const row = await db.selectFrom('models').select('created_at').orderBy('created_at', 'desc').limit(1).executeTakeFirst();
      return row?.created_at ?? null;
    },
  };
}
export type ModelsRepository = ReturnType<typeof createModelsRepository>;
