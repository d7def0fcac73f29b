import { sql, type Selectable } from 'kysely';
import type { Db } from '../../infra/db/database.js';
import type { ModelDeletionsTable } from '../../infra/db/schema.js';

export type ModelDeletionRow = Selectable<ModelDeletionsTable>;

export interface NewModelDeletion {
  accountId: number;
  modelPublicId: string;
  engine: string;
  externalId: string | null;
  inTraining: boolean;
  trainedVersion: string | null;
  weightsUrl: string | null;
  storageKeys: string[];
}

const ENDED = ['succeeded', 'failed', 'canceled'] as const;

/** The e-mail a deleted account's row keeps: unique, and no one can receive mail at it (.invalid, RFC 2606). */
export const tombstoneEmail = (accountId: number) => `deleted-${accountId}@deleted.invalid`;

const keysOf = (value: unknown): string[] => (typeof value === 'string' ? JSON.parse(value) : value) as string[];

/** All SQL of the privacy module: deleting models and accounts, the selfie retention sweep, data exports. */
export function createPrivacyRepository(db: Db) {
  return {
    // --- deleting a model -------------------------------------------------------------------------
    lockOwnedModel: (accountId: number, publicId: string, trx: Db) =>
      trx.selectFrom('models').selectAll().where('public_id', '=', publicId).where('account_id', '=', accountId)
        .forUpdate().executeTakeFirst(),
    modelIdsOf: async (accountId: number, trx: Db = db) =>
      (await trx.selectFrom('models').select('public_id').where('account_id', '=', accountId).execute()).map((r) => r.public_id),
    async trainingPhotoKeys(modelId: number, trx: Db = db): Promise<string[]> {
      const rows = await trx.selectFrom('training_photos').select('storage_key').where('model_id', '=', modelId).execute();
      return rows.map((r) => r.storage_key);
    },
    /** Every image made with the model, deleted or not, and the public copies shared from them (Reddit and share pages). */
    async imageKeysOfModel(modelId: number, trx: Db): Promise<string[]> {
      const images = await trx.selectFrom('images').select('storage_key').where('model_id', '=', modelId).execute();
      const imagesOfModel = trx.selectFrom('images').select('id').where('model_id', '=', modelId);
      const shared = await trx.selectFrom('offer_share_uploads').select('storage_key')
        .where('image_id', 'in', imagesOfModel)
        .where('storage_key', 'is not', null).execute();
      const sharePages = await trx.selectFrom('image_shares').select('copy_key').where('image_id', 'in', imagesOfModel).execute();
      return [...images.map((r) => r.storage_key), ...shared.map((r) => r.storage_key as string), ...sharePages.map((r) => r.copy_key)];
    },
    /** Whether a kept image uses this file (a profile picture chosen from the gallery is a model's main image). */
    async imageUsesKey(storageKey: string, trx: Db): Promise<boolean> {
      return (await trx.selectFrom('images').select('id').where('storage_key', '=', storageKey).executeTakeFirst()) !== undefined;
    },
    /** The images go with their share pages (foreign keys cascade); the model's pack albums are deleted first. */
    async deleteImagesOfModel(modelId: number, trx: Db): Promise<void> {
      await trx.deleteFrom('pack_generations').where('model_id', '=', modelId).execute();
      await trx.deleteFrom('images').where('model_id', '=', modelId).execute();
    },
    /**
     * Images, generations and pack albums outlive their model when the user keeps them: they no longer
     * name it. An album keeps its slots, photos, favourites and purchase, so it is still "made".
     */
    async detachFromModel(modelId: number, trx: Db): Promise<void> {
      await trx.updateTable('images').set({ model_id: null }).where('model_id', '=', modelId).execute();
      await trx.updateTable('generations').set({ model_id: null }).where('model_id', '=', modelId).execute();
      await trx.updateTable('pack_generations').set({ model_id: null }).where('model_id', '=', modelId).execute();
    },
    /** The row goes with its training photos and face embedding (foreign keys cascade). */
    async deleteModel(modelId: number, trx: Db): Promise<void> {
      await trx.deleteFrom('models').where('id', '=', modelId).execute();
    },
    async insertModelDeletion(row: NewModelDeletion, trx: Db): Promise<number> {
      const inserted = await trx.insertInto('model_deletions').values({
        account_id: row.accountId, model_public_id: row.modelPublicId, engine: row.engine, external_id: row.externalId,
        in_training: row.inTraining, trained_version: row.trainedVersion, weights_url: row.weightsUrl,
        storage_keys: JSON.stringify(row.storageKeys),
      }).returning('id').executeTakeFirstOrThrow();
      return inserted.id;
    },
    async modelDeletion(id: number): Promise<(ModelDeletionRow & { storage_keys: string[] }) | undefined> {
      const row = await db.selectFrom('model_deletions').selectAll().where('id', '=', id).executeTakeFirst();
      return row && { ...row, storage_keys: keysOf(row.storage_keys) };
    },
    async markCancelled(id: number): Promise<void> {
      await db.updateTable('model_deletions').set({ in_training: false }).where('id', '=', id).execute();
    },
    async finishModelDeletion(id: number): Promise<void> {
      await db.deleteFrom('model_deletions').where('id', '=', id).execute();
    },
    /** Deletions still under way (their job may have given up): the sweep queues them again. */
    async pendingModelDeletions(olderThan: Date): Promise<number[]> {
      const rows = await db.selectFrom('model_deletions').select('id').where('created_at', '<', olderThan).execute();
      return rows.map((r) => r.id);
    },

    // --- selfie retention -------------------------------------------------------------------------
    async modelsPastRetention(endedBefore: Date, limit: number): Promise<number[]> {
      const rows = await db.selectFrom('models').select('id')
        .where('status', 'in', [...ENDED]).where('finished_at', '<', endedBefore).where('photos_deleted_at', 'is', null)
        .orderBy('finished_at').limit(limit).execute();
      return rows.map((r) => r.id);
    },
    async markPhotosDeleted(modelId: number): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom('training_photos').where('model_id', '=', modelId).execute();
        await trx.updateTable('models').set({ photos_deleted_at: sql<Date>`now()` }).where('id', '=', modelId).execute();
      });
    },

    // --- deleting an account ----------------------------------------------------------------------
    /** The account row, unless deleted: read under the ledger's account lock, taken before. */
    liveAccount: (accountId: number, trx: Db) =>
      trx.selectFrom('accounts').selectAll().where('id', '=', accountId).where('deleted_at', 'is', null).executeTakeFirst(),
    /**
     * What identifies the person goes at once: the row keeps only its id (the ledger and payments refer to
     * it), with the e-mail replaced by a tombstone; sessions, codes, devices, Google identity, sign-in
     * failures, analytics, contact messages and the mails sent to the address are deleted.
     */
    async tombstone(accountId: number, email: string, trx: Db): Promise<void> {
      await trx.updateTable('accounts').set({
        email: tombstoneEmail(accountId), first_name: null, last_name: null, persona: null, referred_from: null,
        password_hash: null, latest_model_id: null, deleted_at: sql<Date>`now()`,
      }).where('id', '=', accountId).execute();
      await trx.deleteFrom('sessions').where('account_id', '=', accountId).execute();
      await trx.deleteFrom('one_time_codes').where('account_id', '=', accountId).execute();
      await trx.deleteFrom('known_devices').where('account_id', '=', accountId).execute();
      await trx.deleteFrom('google_identities').where('account_id', '=', accountId).execute();
      await trx.deleteFrom('google_pending_signups').where('email', '=', email).execute();
      await trx.deleteFrom('sign_in_failures').where('email', '=', email).execute();
      await trx.deleteFrom('analytics_events').where('account_id', '=', accountId).execute();
      await trx.deleteFrom('outgoing_mail').where('to_address', '=', email).execute();
      await trx.deleteFrom('contact_messages').where((eb) => eb.or([eb('account_id', '=', accountId), eb('email', '=', email)])).execute();
    },
    /** Removes the subscription row; returns the provider's id when one must be cancelled there. */
    async takeSubscription(accountId: number, trx: Db): Promise<{ provider: string; providerSubscriptionId: string | null; status: string } | undefined> {
      const row = await trx.deleteFrom('subscriptions').where('account_id', '=', accountId)
        .returning(['provider', 'provider_subscription_id', 'status']).executeTakeFirst();
      return row && { provider: row.provider, providerSubscriptionId: row.provider_subscription_id, status: row.status };
    },
    /** Every file the account still owns outside its models: images, shared copies (Reddit and share pages), exports. */
    async remainingFileKeys(accountId: number): Promise<string[]> {
      const images = await db.selectFrom('images').select('storage_key').where('account_id', '=', accountId).execute();
      const shared = await db.selectFrom('offer_share_uploads').select('storage_key')
        .where('account_id', '=', accountId).where('storage_key', 'is not', null).execute();
      const sharePages = await db.selectFrom('image_shares').select('copy_key as storage_key').where('account_id', '=', accountId).execute();
      const exports = await db.selectFrom('data_exports').select('storage_key').where('account_id', '=', accountId).execute();
      return [...images, ...shared, ...sharePages, ...exports].map((r) => r.storage_key as string);
    },
    /** The account's remaining content rows; the ledger, payments and pack purchases stay (the law keeps them). */
    async deleteRemainingContent(accountId: number): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom('offer_claims').where('account_id', '=', accountId).execute();
        await trx.deleteFrom('offer_share_uploads').where('account_id', '=', accountId).execute();
        await trx.deleteFrom('image_shares').where('account_id', '=', accountId).execute();
        await trx.deleteFrom('pack_generations').where('account_id', '=', accountId).execute();
        await trx.deleteFrom('images').where('account_id', '=', accountId).execute();
        await trx.deleteFrom('generations').where('account_id', '=', accountId).execute();
        await trx.deleteFrom('data_exports').where('account_id', '=', accountId).execute();
        // No training will use them any more; the payments that granted them stay.
        await trx.deleteFrom('training_entitlements').where('account_id', '=', accountId).execute();
      });
    },
    /** The address of an account not deleted (a deleted one gets no mail). */
    liveEmailOf: async (accountId: number, trx: Db = db) =>
      (await trx.selectFrom('accounts').select('email').where('id', '=', accountId).where('deleted_at', 'is', null).executeTakeFirst())?.email ?? null,
    isDeleted: async (accountId: number) =>
      (await db.selectFrom('accounts').select('deleted_at').where('id', '=', accountId).executeTakeFirst())?.deleted_at != null,

    // --- data exports -----------------------------------------------------------------------------
    async exportStartedWithin(accountId: number, minutes: number): Promise<boolean> {
      const row = await db.selectFrom('data_exports').select('id').where('account_id', '=', accountId)
        .where('created_at', '>', sql<Date>`now() - make_interval(mins => ${minutes})`).executeTakeFirst();
      return row !== undefined;
    },
    async insertExport(accountId: number, storageKey: string, expiresAt: Date, trx: Db): Promise<number> {
      const row = await trx.insertInto('data_exports').values({ account_id: accountId, storage_key: storageKey, expires_at: expiresAt })
        .returning('id').executeTakeFirstOrThrow();
      return row.id;
    },
    exportById: (id: number) => db.selectFrom('data_exports').selectAll().where('id', '=', id).executeTakeFirst(),
    async markExportReady(id: number, trx: Db): Promise<boolean> {
      const row = await trx.updateTable('data_exports').set({ status: 'ready' }).where('id', '=', id).where('status', '=', 'building')
        .returning('id').executeTakeFirst();
      return row !== undefined;
    },
    expiredExports: (now: Date) =>
      db.selectFrom('data_exports').select(['id', 'storage_key']).where('expires_at', '<', now).execute(),
    async deleteExport(id: number): Promise<void> {
      await db.deleteFrom('data_exports').where('id', '=', id).execute();
    },
    /** Everything the export's JSON holds, read in one snapshot. */
    async exportData(accountId: number) {
      return db.transaction().execute(async (trx) => ({
        account: await trx.selectFrom('accounts')
          .select(['email', 'first_name', 'last_name', 'persona', 'referred_from', 'status', 'created_at', 'activated_at', 'rules_accepted_at', 'credit_balance'])
          .where('id', '=', accountId).executeTakeFirst(),
        models: await trx.selectFrom('models')
          .select(['id', 'public_id', 'name', 'class', 'characteristics', 'status', 'main_image_key', 'created_at', 'finished_at', 'photos_deleted_at'])
          .where('account_id', '=', accountId).orderBy('id').execute(),
        trainingPhotos: await trx.selectFrom('training_photos').innerJoin('models', 'models.id', 'training_photos.model_id')
          .select(['models.public_id as model', 'training_photos.position', 'training_photos.storage_key'])
          .where('models.account_id', '=', accountId).orderBy('training_photos.id').execute(),
        images: await trx.selectFrom('images').leftJoin('models', 'models.id', 'images.model_id')
          .select(['images.file_id', 'images.storage_key', 'images.prompt', 'images.is_liked', 'images.is_deleted', 'images.origin', 'images.created_at', 'models.public_id as model'])
          .where('images.account_id', '=', accountId).orderBy('images.id').execute(),
        // Which photos have a public share page (/s/<share id>), and since when.
        sharedPhotos: await trx.selectFrom('image_shares').innerJoin('images', 'images.id', 'image_shares.image_id')
          .select(['images.file_id', 'image_shares.public_id as share_id', 'image_shares.created_at'])
          .where('image_shares.account_id', '=', accountId).orderBy('image_shares.id').execute(),
        payments: await trx.selectFrom('payments')
          .select(['id', 'kind', 'item_reference', 'title', 'credits', 'trainings', 'amount_cents', 'currency', 'provider', 'status', 'created_at', 'fulfilled_at'])
          .where('account_id', '=', accountId).orderBy('created_at').execute(),
        subscription: await trx.selectFrom('subscriptions')
          .select(['package_reference', 'provider', 'status', 'cancel_at_period_end', 'current_period_end', 'created_at'])
          .where('account_id', '=', accountId).executeTakeFirst() ?? null,
        packPurchases: await trx.selectFrom('pack_purchases').innerJoin('photo_packs', 'photo_packs.id', 'pack_purchases.pack_id')
          .select(['photo_packs.reference as pack', 'pack_purchases.payment_id', 'pack_purchases.created_at'])
          .where('pack_purchases.account_id', '=', accountId).orderBy('pack_purchases.id').execute(),
        ledger: await trx.selectFrom('credit_ledger').select(['amount', 'reason', 'reference', 'memo', 'created_at'])
          .where('account_id', '=', accountId).orderBy('id').execute(),
        includedTrainings: await trx.selectFrom('training_entitlements').select(['source', 'granted_at', 'model_public_id', 'used_at'])
          .where('account_id', '=', accountId).orderBy('id').execute(),
      }));
    },
  };
}
export type PrivacyRepository = ReturnType<typeof createPrivacyRepository>;
