import { sql } from 'kysely';
import type { Db } from '../../infra/db/database.js';
import type { ShareContentTypeValue } from '../../infra/db/schema.js';

export interface NewImageShare {
  publicId: string;
  accountId: number;
  imageId: number;
  copyKey: string;
  contentType: ShareContentTypeValue;
  width: number;
  height: number;
  createdAt: Date;
}

/** A share as the public page and photo routes read it: only while its image and account are there. */
export interface LiveShare {
  copyKey: string;
  contentType: ShareContentTypeValue;
  width: number;
  height: number;
}

/** All SQL of share pages: one row per shared image, and the public reads of a live share. */
export function createImageSharesRepository(db: Db) {
  return {
    /** The account's own image by file id (deleted ones too), with the file it shows. */
    ownedImage: (accountId: number, fileId: string, trx: Db = db) =>
      trx.selectFrom('images').select(['id', 'storage_key', 'is_deleted'])
        .where('account_id', '=', accountId).where(sql<string>`file_id::text`, '=', fileId)
        .executeTakeFirst(),

    ofImage: (imageId: number, trx: Db = db) =>
      trx.selectFrom('image_shares').select(['id', 'public_id', 'copy_key']).where('image_id', '=', imageId).executeTakeFirst(),

    async insert(share: NewImageShare, trx: Db): Promise<void> {
      await trx.insertInto('image_shares').values({
        public_id: share.publicId, account_id: share.accountId, image_id: share.imageId, copy_key: share.copyKey,
        content_type: share.contentType, width: share.width, height: share.height, created_at: share.createdAt,
      }).execute();
    },

    async delete(shareId: number, trx: Db = db): Promise<void> {
      await trx.deleteFrom('image_shares').where('id', '=', shareId).execute();
    },

    /** The shares of these images of the account that are deleted now (soft-deleted ones count). */
    sharesOfDeletedImages: (accountId: number, fileIds: string[]) =>
      fileIds.length === 0 ? Promise.resolve([]) : db.selectFrom('image_shares as s').innerJoin('images as i', 'i.id', 's.image_id')
        .select(['s.id', 's.copy_key as copyKey'])
        .where('s.account_id', '=', accountId).where('i.is_deleted', '=', true)
        .where(sql<string>`i.file_id::text`, 'in', fileIds)
        .execute(),

    /** A share whose image is not deleted and whose account is not deleted; undefined otherwise. */
    live: (publicId: string): Promise<LiveShare | undefined> =>
      db.selectFrom('image_shares as s')
        .innerJoin('images as i', 'i.id', 's.image_id')
        .innerJoin('accounts as a', 'a.id', 's.account_id')
        .select(['s.copy_key as copyKey', 's.content_type as contentType', 's.width', 's.height'])
        .where('s.public_id', '=', publicId).where('i.is_deleted', '=', false).where('a.deleted_at', 'is', null)
        .executeTakeFirst(),
  };
}
export type ImageSharesRepository = ReturnType<typeof createImageSharesRepository>;
