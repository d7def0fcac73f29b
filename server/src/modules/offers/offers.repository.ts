import { sql, type Selectable } from 'kysely';
import type { Db } from '../../infra/db/database.js';
import type { OfferClaimsTable, OfferClaimStatusValue, OfferShareUploadsTable, ShareHostValue } from '../../infra/db/schema.js';

export type ShareUploadRow = Selectable<OfferShareUploadsTable>;
export type OfferClaimRow = Selectable<OfferClaimsTable>;

export interface NewShareUpload {
  accountId: number;
  imageId: number;
  host: ShareHostValue;
  hostedUrl: string;
  storageKey: string | null;
  reference: string | null;
  createdAt: Date;
}

export interface NewOfferClaim {
  accountId: number;
  offerTypeId: string;
  uploadId: number;
  imageId: number;
  postId: string;
  postUrl: string;
  subreddit: string;
  author: string | null;
  credits: number;
  createdAt: Date;
}

/** An image of the account as the offer needs it. */
export interface OwnImage {
  id: number;
  fileId: string;
  storageKey: string;
  isDeleted: boolean;
  origin: string;
}

/** All SQL of the share offer: offer types, prepared images (uploads) and claims. */
export function createOffersRepository(db: Db) {
  return {
    offerType: (id: string) => db.selectFrom('offer_types').selectAll().where('id', '=', id).executeTakeFirst(),

    async accountCreatedAt(accountId: number, trx: Db = db): Promise<Date | null> {
      const row = await trx.selectFrom('accounts').select('created_at').where('id', '=', accountId).executeTakeFirst();
      return row?.created_at ?? null;
    },

    /** The account's visible images made here (not uploads), newest first: what may be shared for credits. */
    shareableImages: (accountId: number, limit: number) =>
      db.selectFrom('images').select(['file_id', 'storage_key']).where('account_id', '=', accountId)
        .where('is_deleted', '=', false).where('origin', '<>', 'upload')
        .orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).execute(),

    /** The account's image stored under this key (its signed links name the key), or undefined. */
    async ownImageByKey(accountId: number, storageKey: string): Promise<OwnImage | undefined> {
      const row = await db.selectFrom('images').select(['id', 'file_id', 'storage_key', 'is_deleted', 'origin'])
        .where('account_id', '=', accountId).where('storage_key', '=', storageKey).executeTakeFirst();
      return row && { id: row.id, fileId: row.file_id, storageKey: row.storage_key, isDeleted: row.is_deleted, origin: row.origin };
    },

    async imageOrigin(imageId: number, trx: Db = db): Promise<string | undefined> {
      return (await trx.selectFrom('images').select('origin').where('id', '=', imageId).executeTakeFirst())?.origin;
    },

    /** The copy already made of this image on this host, if any (preparing twice makes one copy). */
    existingUpload: (accountId: number, imageId: number, host: ShareHostValue) =>
      db.selectFrom('offer_share_uploads').selectAll().where('account_id', '=', accountId).where('image_id', '=', imageId)
        .where('host', '=', host).orderBy('id').limit(1).executeTakeFirst(),

    insertUpload: (upload: NewShareUpload) =>
      db.insertInto('offer_share_uploads').values({
        account_id: upload.accountId, image_id: upload.imageId, host: upload.host, hosted_url: upload.hostedUrl,
        storage_key: upload.storageKey, host_reference: upload.reference, created_at: upload.createdAt,
      }).returningAll().executeTakeFirstOrThrow(),

    /** The account's prepared copy at exactly this URL (what a post must link to). */
    uploadByUrl: (accountId: number, hostedUrl: string) =>
      db.selectFrom('offer_share_uploads').selectAll().where('account_id', '=', accountId).where('hosted_url', '=', hostedUrl).executeTakeFirst(),

    /** The latest claim of any status, and how many were not dropped: the cooldown and the lifetime cap. */
    async claimHistory(accountId: number, offerTypeId: string, trx: Db = db): Promise<{ lastClaimAt: Date | null; counted: number }> {
      const row = await trx.selectFrom('offer_claims')
        .select([
          sql<Date | null>`max(created_at)`.as('last_claim_at'),
          sql<number>`(count(*) filter (where status <> 'dropped'))::integer`.as('counted'),
        ])
        .where('account_id', '=', accountId).where('offer_type_id', '=', offerTypeId)
        .executeTakeFirstOrThrow();
      return { lastClaimAt: row.last_claim_at ? new Date(row.last_claim_at) : null, counted: row.counted };
    },

    claimByPost: (offerTypeId: string, postId: string, trx: Db = db) =>
      trx.selectFrom('offer_claims').selectAll().where('offer_type_id', '=', offerTypeId).where('post_id', '=', postId).executeTakeFirst(),

    claimByImage: (offerTypeId: string, imageId: number, trx: Db = db) =>
      trx.selectFrom('offer_claims').selectAll().where('offer_type_id', '=', offerTypeId).where('image_id', '=', imageId).executeTakeFirst(),

    /** The new claim's id, or null when the post or the image has a claim already (the unique keys decide). */
    async insertClaim(claim: NewOfferClaim, trx: Db): Promise<number | null> {
      const row = await trx.insertInto('offer_claims').values({
        account_id: claim.accountId, offer_type_id: claim.offerTypeId, upload_id: claim.uploadId, image_id: claim.imageId,
        post_id: claim.postId, post_url: claim.postUrl, subreddit: claim.subreddit, author: claim.author, credits: claim.credits,
        created_at: claim.createdAt,
      }).onConflict((oc) => oc.doNothing()).returning('id').executeTakeFirst();
      return row?.id ?? null;
    },

    async pendingCredits(accountId: number): Promise<number> {
      const row = await db.selectFrom('offer_claims').select(sql<number>`coalesce(sum(credits), 0)::integer`.as('total'))
        .where('account_id', '=', accountId).where('status', '=', 'pending').executeTakeFirstOrThrow();
      return row.total;
    },

    /**
     * Takes up to `limit` pending claims verified before `dueBefore` that no worker holds, holding them
     * until `leaseUntil`, in one UPDATE … FOR UPDATE SKIP LOCKED: many workers never re-check one claim at once.
     */
    async takeDue(dueBefore: Date, now: Date, leaseUntil: Date, limit: number): Promise<OfferClaimRow[]> {
      const taken = await sql<OfferClaimRow>`
        update offer_claims set check_locked_until = ${leaseUntil}
        where id in (
          select id from offer_claims
          where status = 'pending' and created_at <= ${dueBefore} and (check_locked_until is null or check_locked_until < ${now})
          order by created_at, id limit ${limit} for update skip locked)
        returning *`.execute(db);
      return taken.rows;
    },

    /** Settles a pending claim; undefined when it was settled already (by another worker, or a replay). */
    settle: (id: number, status: Exclude<OfferClaimStatusValue, 'pending'>, at: Date, trx: Db) =>
      trx.updateTable('offer_claims').set({ status, settled_at: at, check_locked_until: null, last_check_error: null })
        .where('id', '=', id).where('status', '=', 'pending').returningAll().executeTakeFirst(),

    /** Lets the next sweep try again (Reddit could not say this time). */
    async release(id: number, error: string): Promise<void> {
      await db.updateTable('offer_claims').set({ check_locked_until: null, last_check_error: error.slice(0, 500) })
        .where('id', '=', id).where('status', '=', 'pending').execute();
    },

    /** Admin Reset All: the account's claims go, pending credits included (its prepared copies stay online). */
    async deleteClaimsForAccount(accountId: number, trx: Db): Promise<void> {
      await trx.deleteFrom('offer_claims').where('account_id', '=', accountId).execute();
    },
  };
}
export type OffersRepository = ReturnType<typeof createOffersRepository>;
