import {
  fileExtension, MAX_DOWNLOAD_IMAGES, PACK_DOWNLOAD_EMPTY_MESSAGE, packPhotoName, promptPhotoName, slugify, TOO_MANY_DOWNLOADS_MESSAGE,
  uniqueNames,
  type DownloadLink,
} from 'api-client';
import { AppError } from '../../kernel/app-error.js';
import type { FileStorage } from '../../infra/storage/storage.types.js';
import type { DownloadLinkSigner, DownloadSubject } from './download-link.signer.js';
import type { ZipSource } from '../../infra/zip/zip-writer.js';

/** What the packs and generation modules answer about the caller's own photos (each 404s for anyone else's). */
export interface DownloadSources {
  pack(accountId: number, generationId: number): Promise<{ title: string; imageCount: number; photos: Array<{ position: number; storageKey: string }> }>;
  images(accountId: number, fileIds: string[]): Promise<Array<{ fileId: string; storageKey: string; prompt: string }>>;
}

export interface DownloadArchive {
  fileName: string;
  entries: ZipSource[];
}

/**
 * Zip downloads (docs/generation-and-images.md#downloads): a pack, or a selection of the caller's own
 * images, as one zip named for people, never by id. A link is handed out only to the owner, and the zip
 * is made from the owner's photos again when the link is followed.
 */
export function createDownloadsService(deps: { sources: DownloadSources; signer: DownloadLinkSigner; storage: FileStorage }) {
  const load = (key: string) => () => deps.storage.get(key);

  async function packArchive(accountId: number, generationId: number): Promise<DownloadArchive> {
    const pack = await deps.sources.pack(accountId, generationId);
    const count = Math.max(pack.imageCount, ...pack.photos.map((photo) => photo.position));
    return {
      fileName: `${slugify(pack.title) || 'photo-pack'}.zip`,
      entries: pack.photos.map((photo) => ({
        name: packPhotoName(pack.title, photo.position, fileExtension(photo.storageKey), count),
        load: load(photo.storageKey),
      })),
    };
  }

  async function imagesArchive(accountId: number, fileIds: string[]): Promise<DownloadArchive> {
    if (fileIds.length > MAX_DOWNLOAD_IMAGES) throw AppError.badRequest(TOO_MANY_DOWNLOADS_MESSAGE);
    const images = await deps.sources.images(accountId, fileIds);
    const names = uniqueNames(images.map((image) => promptPhotoName(image.prompt, fileExtension(image.storageKey))));
    return {
      fileName: images.length === 1 ? `${names[0]!.replace(/\.[^.]+$/, '')}.zip` : `my-photos-${images.length}.zip`,
      entries: images.map((image, index) => ({ name: names[index]!, load: load(image.storageKey) })),
    };
  }

  return {
    /** photo-pack-service/pack-download. */
    async packLink(accountId: number, generationId: number): Promise<DownloadLink> {
      const archive = await packArchive(accountId, generationId);
      if (archive.entries.length === 0) throw new AppError('pack-empty', 409, PACK_DOWNLOAD_EMPTY_MESSAGE);
      return { status: 'success', fileName: archive.fileName, url: deps.signer.sign({ kind: 'pack', accountId, generationId }, archive.fileName) };
    },

    /** replicate-service/images-download. */
    async imagesLink(accountId: number, fileIds: string[]): Promise<DownloadLink> {
      const unique = [...new Set(fileIds)];
      const archive = await imagesArchive(accountId, unique);
      return { status: 'success', fileName: archive.fileName, url: deps.signer.sign({ kind: 'images', accountId, fileIds: unique }, archive.fileName) };
    },

    /** What a verified link's zip holds, checked against its owner again (a pack photo deleted since is left out). */
    archive(subject: DownloadSubject): Promise<DownloadArchive> {
      return subject.kind === 'pack' ? packArchive(subject.accountId, subject.generationId) : imagesArchive(subject.accountId, subject.fileIds);
    },
  };
}
export type DownloadsService = ReturnType<typeof createDownloadsService>;
