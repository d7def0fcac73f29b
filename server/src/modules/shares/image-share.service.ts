import { SHARE_IMAGE_NOT_FOUND_MESSAGE, SHARE_LINK_FAILED_MESSAGE } from 'api-client';
import { AppError } from '../../kernel/app-error.js';
import type { Db } from '../../infra/db/database.js';
import type { Transaction } from '../../infra/db/transaction.js';
import type { FileStorage } from '../../infra/storage/storage.types.js';
import type { ImageSharesRepository, LiveShare } from './image-shares.repository.js';
import type { PhotoFacts } from './photo-facts.adapter.js';
import { photoFileName, SHARE_ID, type ShareLinks } from './share-links.js';
import type { CreditsService } from '../credits/index.js';

export interface ImageShareDeps {
  shares: ImageSharesRepository;
  /** The ledger's account lock: one share action of an account at a time, and its image deletions take it too. */
  credits: Pick<CreditsService, 'lockAccount'>;
  storage: FileStorage;
  /** Stores a public copy of the photo (under the public prefix shared/) and answers its storage key. */
  storePublicCopy: (image: { bytes: Buffer; format: PhotoFacts['format'] }) => Promise<string>;
  photoFacts: (bytes: Buffer) => Promise<PhotoFacts | null>;
  links: ShareLinks;
  transaction: Transaction;
  newShareId: () => string;
  now: () => Date;
}

/** What the public page shows of a live share. */
export interface SharePage {
  pageUrl: string;
  photoUrl: string;
  photoPath: string;
  contentType: LiveShare['contentType'];
  width: number;
  height: number;
  siteUrl: string;
}

const notFound = () => AppError.notFound(SHARE_IMAGE_NOT_FOUND_MESSAGE);

/**
 * Share pages (docs/generation-and-images.md#sharing-a-photo): a public page per shared photo that does not
 * expire, made once per image and shown while the share lasts. It ends when the owner revokes it, or the
 * image, its model (with its photos) or the account is deleted; its public copy goes with it.
 */
export function createImageShareService(deps: ImageShareDeps) {
  /** The owner's image under the account's lock (one share action of an account at a time); 404 otherwise. */
  async function lockedImage(accountId: number, fileId: string, trx: Db) {
    if ((await deps.credits.lockAccount(accountId, trx)).deleted) throw notFound();
    const image = await deps.shares.ownedImage(accountId, fileId, trx);
    if (!image) throw notFound();
    return image;
  }

  /** Removes the public copy first: if storage refuses, the share stays and the owner can try again. */
  async function end(share: { id: number; copyKey: string }, trx?: Db): Promise<void> {
    await deps.storage.delete(share.copyKey);
    await deps.shares.delete(share.id, trx);
  }

  async function live(shareId: string): Promise<LiveShare | undefined> {
    return SHARE_ID.test(shareId) ? deps.shares.live(shareId) : undefined;
  }

  return {
    /** replicate-service/share-status: the image's link while it is shared, else null; shares nothing. */
    async status(accountId: number, fileId: string): Promise<string | null> {
      const image = await deps.shares.ownedImage(accountId, fileId);
      if (!image || image.is_deleted) throw notFound();
      const share = await deps.shares.ofImage(image.id);
      return share ? deps.links.pageUrl(share.public_id) : null;
    },

    /**
     * replicate-service/share-image: the image's page, made on the first ask (a public copy, its size, an
     * unguessable id); every later ask answers the same link until the share ends.
     */
    async share(accountId: number, fileId: string): Promise<string> {
      let copyKey: string | undefined;
      try {
        const shareId = await deps.transaction(async (trx) => {
          const image = await lockedImage(accountId, fileId, trx);
          if (image.is_deleted) throw notFound();
          const existing = await deps.shares.ofImage(image.id, trx);
          if (existing) return existing.public_id;
          const bytes = await deps.storage.get(image.storage_key);
          if (!bytes) throw notFound();
          const facts = await deps.photoFacts(bytes);
          if (!facts) throw new AppError('share-unreadable', 422, SHARE_LINK_FAILED_MESSAGE);
          copyKey = await deps.storePublicCopy({ bytes, format: facts.format });
          const publicId = deps.newShareId();
          await deps.shares.insert({
            publicId, accountId, imageId: image.id, copyKey, contentType: facts.contentType, width: facts.width, height: facts.height,
            createdAt: deps.now(),
          }, trx);
          return publicId;
        });
        return deps.links.pageUrl(shareId);
      } catch (error) {
        // The row was not saved: its copy must not stay public.
        if (copyKey) await deps.storage.delete(copyKey).catch(() => undefined);
        throw error;
      }
    },

    /** replicate-service/revoke-share: the page and photo answer 404 from now on; an image not shared is a success. */
    async revoke(accountId: number, fileId: string): Promise<void> {
      await deps.transaction(async (trx) => {
        const image = await lockedImage(accountId, fileId, trx);
        const share = await deps.shares.ofImage(image.id, trx);
        if (share) await end({ id: share.id, copyKey: share.copy_key }, trx);
      });
    },

    /** The images were (soft-)deleted: their shares end, copies included. */
    async endForImages(accountId: number, fileIds: string[]): Promise<void> {
      for (const share of await deps.shares.sharesOfDeletedImages(accountId, fileIds)) await end(share);
    },

    /** The public page of a live share; null for anything else (unknown, revoked, deleted). */
    async page(shareId: string): Promise<SharePage | null> {
      const share = await live(shareId);
      if (!share) return null;
      return {
        pageUrl: deps.links.pageUrl(shareId),
        photoUrl: deps.links.photoUrl(shareId, share.contentType),
        photoPath: deps.links.photoPath(shareId, share.contentType),
        contentType: share.contentType,
        width: share.width,
        height: share.height,
        siteUrl: deps.links.siteUrl,
      };
    },

    /** The public copy behind `/s/<id>/<file>` while the share lives, and only under its own file name. */
    async photo(shareId: string, fileName: string): Promise<{ copyKey: string; contentType: string } | null> {
      const share = await live(shareId);
      if (!share || fileName !== photoFileName(share.contentType)) return null;
      return { copyKey: share.copyKey, contentType: share.contentType };
    },

    /** Where a missing or ended share's page points people instead. */
    siteUrl: deps.links.siteUrl,
  };
}
export type ImageShareService = ReturnType<typeof createImageShareService>;
