import { cannotDeleteAllMessage, LAST_IMAGE_MESSAGE, likenessBandOf, type DeletedImage, type Image } from 'api-client';
import { AppError } from '../../kernel/app-error.js';
import type { FileUrlSigner } from '../files/index.js';
import type { ModelsRepository } from '../models/index.js';
import { BASE_MODEL_ID, BASE_MODEL_NAME, MODEL_NOT_FOUND_MESSAGE } from '../models/index.js';
import type { ImageRow, ImagesRepository } from './images.repository.js';
import type { CreditsService } from '../credits/index.js';

export const IMAGE_NOT_FOUND_MESSAGE = 'Image not found.';
export const BASE_MODEL_PROFILE_MESSAGE = 'The base model has no profile picture.';
export const IMAGE_OF_ANOTHER_MODEL_MESSAGE = 'This image was not made with this model.';
export const DELETED_PROFILE_IMAGE_MESSAGE = 'A deleted image cannot be the profile picture.';

export interface DeleteOperation {
  fileId: string;
  isDeleted: boolean;
}

/**
 * Image actions (docs/generation-and-images.md#image-actions): every call works only on the
 * caller's own images; another user's file id is "not found" and changes nothing. Deleting is soft
 * and never leaves a model without a visible image.
 */
export function createImagesService(deps: {
  images: ImagesRepository;
  models: ModelsRepository;
  files: FileUrlSigner;
  /**
   * The ledger's account lock: it serialises an account's debits and deletes, so the last-image rule
   * (counted and changed in one transaction) holds against concurrent deletes.
   */
  credits: Pick<CreditsService, 'lockAccount'>;
  /** Told which images were just deleted (their share pages end: docs/generation-and-images.md#sharing-a-photo). */
  imagesDeleted?: (accountId: number, fileIds: string[]) => Promise<void>;
}) {
  const toImage = (row: ImageRow): Image => ({
    url: deps.files.sign(row.storage_key), fileId: row.file_id, isLiked: row.is_liked, prompt: row.prompt,
    likeness: row.likeness, likenessBand: likenessBandOf(row.likeness, row.likeness_miss), likenessRefund: row.likeness_refund,
  });

  /** The caller's own images for a zip download, in the order asked (each once); one that is not theirs: 404. */
  async function ownedFiles(accountId: number, fileIds: string[]): Promise<Array<{ fileId: string; storageKey: string; prompt: string }>> {
    const wanted = [...new Set(fileIds)];
    const rows = await deps.images.ownedMany(accountId, wanted);
    if (rows.length !== wanted.length) throw AppError.notFound(IMAGE_NOT_FOUND_MESSAGE);
    const byFile = new Map(rows.map((row) => [row.file_id, row]));
    return wanted.map((fileId) => {
      const row = byFile.get(fileId)!;
      return { fileId, storageKey: row.storage_key, prompt: row.prompt };
    });
  }

  async function owned(accountId: number, fileId: string): Promise<ImageRow> {
    const row = await deps.images.owned(accountId, fileId);
    if (!row) throw AppError.notFound(IMAGE_NOT_FOUND_MESSAGE);
    return row;
  }

  /** The last one of each file id wins; one op per image. */
  function lastPerFile<T extends { fileId: string }>(operations: T[]): T[] {
    return [...new Map(operations.map((op) => [op.fileId, op])).values()];
  }

  /**
   * Applies deletes and restores as one unit. A model whose visible images would all go is refused
   * with `refusal` (the single call's or the batch's message) and nothing changes.
   */
  async function applyDeletes(accountId: number, operations: DeleteOperation[], refusal: (modelName: string) => string): Promise<void> {
    const ops = lastPerFile(operations);
    const deleted = ops.filter((op) => op.isDeleted).map((op) => op.fileId);
    await deps.images.transaction(async (trx) => {
      await deps.credits.lockAccount(accountId, trx);
      const rows = await deps.images.ownedMany(accountId, ops.map((op) => op.fileId), trx);
      if (rows.length !== ops.length) throw AppError.notFound(IMAGE_NOT_FOUND_MESSAGE);
      const byFile = new Map(rows.map((row) => [row.file_id, row]));
      const change = new Map<number | null, number>();
      for (const op of ops) {
        const row = byFile.get(op.fileId)!;
        if (row.is_deleted !== op.isDeleted) change.set(row.model_id, (change.get(row.model_id) ?? 0) + (op.isDeleted ? -1 : 1));
      }
      const shrinking = [...change].filter(([, delta]) => delta < 0).map(([modelId]) => modelId);
      const counts = await deps.images.liveCounts(accountId, shrinking, trx);
      const emptied = shrinking.find((modelId) => (counts.get(modelId) ?? 0) + change.get(modelId)! <= 0);
      if (emptied !== undefined) {
        const name = emptied === null ? BASE_MODEL_NAME : ((await deps.images.modelNames([emptied], trx)).get(emptied) ?? '');
        throw AppError.badRequest(refusal(name));
      }
      const ids = (deleted: boolean) => ops.filter((op) => op.isDeleted === deleted).map((op) => op.fileId);
      await deps.images.setDeleted(accountId, ids(true), true, trx);
      await deps.images.setDeleted(accountId, ids(false), false, trx);
    });
    if (deleted.length > 0) await deps.imagesDeleted?.(accountId, deleted);
  }

  return {
    ownedFiles,
    async like(accountId: number, fileId: string, liked: boolean): Promise<void> {
      await owned(accountId, fileId);
      await deps.images.setLiked(accountId, [fileId], liked);
    },

    async batchLike(accountId: number, operations: Array<{ fileId: string; isLiked: boolean }>): Promise<void> {
      const ops = lastPerFile(operations);
      await deps.images.transaction(async (trx) => {
        const rows = await deps.images.ownedMany(accountId, ops.map((op) => op.fileId), trx);
        if (rows.length !== ops.length) throw AppError.notFound(IMAGE_NOT_FOUND_MESSAGE);
        for (const liked of [true, false]) {
          await deps.images.setLiked(accountId, ops.filter((op) => op.isLiked === liked).map((op) => op.fileId), liked, trx);
        }
      });
    },

    delete: (accountId: number, fileId: string, isDeleted: boolean) =>
      applyDeletes(accountId, [{ fileId, isDeleted }], () => LAST_IMAGE_MESSAGE),

    batchDelete: (accountId: number, operations: DeleteOperation[]) => applyDeletes(accountId, operations, cannotDeleteAllMessage),

    async prompt(accountId: number, fileId: string): Promise<string> {
      return (await owned(accountId, fileId)).prompt;
    },

    /** The model's main picture becomes one of its own visible images. */
    async setProfilePicture(accountId: number, modelId: string, fileId: string): Promise<void> {
      if (modelId === BASE_MODEL_ID) throw AppError.badRequest(BASE_MODEL_PROFILE_MESSAGE, 'modelId');
      const model = await deps.models.ownedBy(accountId, modelId);
      if (!model) throw AppError.notFound(MODEL_NOT_FOUND_MESSAGE);
      const image = await owned(accountId, fileId);
      if (image.model_id !== model.id) throw AppError.badRequest(IMAGE_OF_ANOTHER_MODEL_MESSAGE, 'fileId');
      if (image.is_deleted) throw AppError.badRequest(DELETED_PROFILE_IMAGE_MESSAGE, 'fileId');
      await deps.images.setModelMainImage(model.id, image.storage_key);
    },

    async deleted(accountId: number): Promise<DeletedImage[]> {
      return (await deps.images.deleted(accountId)).map((row) => ({ ...toImage(row), isDeleted: true }));
    },

    async fileUrl(accountId: number, fileId: string): Promise<string> {
      return deps.files.sign((await owned(accountId, fileId)).storage_key);
    },

    /** Visible images per model id (null: flux-base), newest first: the models list's `Images`. */
    async liveByModel(accountId: number, modelId?: number | null): Promise<Map<number | null, Image[]>> {
      const grouped = new Map<number | null, Image[]>();
      for (const row of await deps.images.live(accountId, modelId)) {
        const list = grouped.get(row.model_id) ?? [];
        list.push(toImage(row));
        grouped.set(row.model_id, list);
      }
      return grouped;
    },
  };
}
export type ImagesService = ReturnType<typeof createImagesService>;
