import { randomUUID } from 'node:crypto';
import {
  ID_DOCUMENTS, ID_PHOTO_CREDITS, ID_PHOTO_FAILED_MESSAGE, ID_PHOTO_NEEDS_OWN_PHOTO_MESSAGE, ID_PHOTO_RETAKE_MESSAGE, idDocumentById,
  SHEET_PAPERS, UNKNOWN_DOCUMENT_MESSAGE, type CreateIdPhotoReply,
} from 'api-client';
import { AppError } from '../../kernel/app-error.js';
import type { FileStorage } from '../../infra/storage/storage.types.js';
import type { IdPhotoMaker, MadeIdPhoto } from '../../infra/id-photo/id-photo.types.js';
import type { FileUrlSigner } from '../files/index.js';
import { generationDebitKey, generationReference, generationRefundKey } from './generation.service.js';
import type { ImagesRepository } from './images.repository.js';
import { IMAGE_NOT_FOUND_MESSAGE } from './images.service.js';
import type { PaidImages } from './paid-images.js';

export interface IdPhotosDeps {
  images: ImagesRepository;
  paidImages: PaidImages;
  storage: FileStorage;
  files: FileUrlSigner;
  /** Measures, checks and makes the photo (on this machine's CPU: docs/id-photos.md). */
  maker: IdPhotoMaker;
  logFailure?: (details: { generationId: number; errors: string[] }) => void;
}

/** What made an ID photo, as its generation and images record it. */
export const ID_PHOTO_ENGINE_NAME = 'id-photo';

const sheetLabel = (paper: string) => SHEET_PAPERS.find((sheet) => sheet.paper === paper)?.label ?? paper;

/**
 * ID photos (docs/id-photos.md): a photo the user uploaded or took, measured against a document's published
 * rules; a photo that must be retaken is refused with its reasons before anything is spent. A usable one is
 * paid like one image through the paid-image primitive, and its digital file and print sheets are stored as
 * the user's photos (copies of the source photo, deleted with the account like any other).
 */
export function createIdPhotosService(deps: IdPhotosDeps) {
  async function store(accountId: number, generationId: number, sourceId: number, made: MadeIdPhoto, prompt: string): Promise<CreateIdPhotoReply> {
    const files = [made.photo, ...made.sheets].map((file) => ({ ...file, fileId: randomUUID() }));
    const keyOf = (fileId: string) => `images/${accountId}/${fileId}.jpg`;
    await Promise.all(files.map((file) => deps.storage.put(keyOf(file.fileId), file.jpeg)));
    await deps.images.insertImages(files.map((file, index) => ({
      fileId: file.fileId, accountId, modelId: null, generationId, storageKey: keyOf(file.fileId), origin: 'filter' as const, sourceImageId: sourceId,
      prompt: index === 0 ? prompt : `${prompt}, print sheet on ${sheetLabel(made.sheets[index - 1]!.paper)}`, engine: ID_PHOTO_ENGINE_NAME,
    })));
    const [photo, ...sheets] = files;
    const entry = (file: (typeof files)[number]) => ({ fileId: file.fileId, url: deps.files.sign(keyOf(file.fileId)), width: file.width, height: file.height });
    return {
      photo: { ...entry(photo!), bytes: made.photo.jpeg.length },
      sheets: sheets.map((sheet, index) => ({ ...entry(sheet), paper: made.sheets[index]!.paper, copies: made.sheets[index]!.copies })),
      report: made.report,
    };
  }

  return {
    /** id-photo-service/documents: every document, with its rules and source. */
    documents: () => ({ documents: [...ID_DOCUMENTS] }),

    /** id-photo-service/create: the document's photo from the caller's own uploaded photo, or its retake reasons (400, nothing spent). */
    async create(accountId: number, input: { fileId: string; document: string }): Promise<CreateIdPhotoReply> {
      const document = idDocumentById(input.document);
      if (!document) throw AppError.badRequest(UNKNOWN_DOCUMENT_MESSAGE, 'document');
      const source = await deps.images.owned(accountId, input.fileId);
      if (!source || source.is_deleted) throw AppError.notFound(IMAGE_NOT_FOUND_MESSAGE);
      // A real photograph of the person only: never a generated image or a copy of one.
      if (source.origin !== 'upload') throw AppError.badRequest(ID_PHOTO_NEEDS_OWN_PHOTO_MESSAGE, 'fileId');
      const bytes = await deps.storage.get(source.storage_key);
      if (!bytes) throw AppError.notFound(IMAGE_NOT_FOUND_MESSAGE);

      // Measured before any spend: a photo to retake costs nothing, and what is made is kept only once paid.
      const outcome = await deps.maker.make(bytes, document);
      if ('retake' in outcome) throw new AppError('retake', 400, ID_PHOTO_RETAKE_MESSAGE, 'fileId', { retake: outcome.retake });

      const prompt = `ID photo: ${document.country}, ${document.name}`;
      let reply: CreateIdPhotoReply | null = null;
      const { outcome: paid } = await deps.paidImages.run({
        accountId, count: 1, perImage: ID_PHOTO_CREDITS,
        record: async (trx) => ({ id: await deps.images.insertGeneration({ accountId, modelId: null, prompt, imageCount: 1, kind: 'filter' }, trx), created: true }),
        debitKey: generationDebitKey, refundKey: generationRefundKey, reference: generationReference, memo: `ID photo (${document.country}, ${document.name})`,
        async make(generationId) {
          try {
            reply = await store(accountId, generationId, source.id, outcome.made, prompt);
            return { made: 1, errors: [], engine: ID_PHOTO_ENGINE_NAME };
          } catch (error) {
            return { made: 0, errors: [`id photo: ${(error as Error).message}`], engine: null };
          }
        },
        async finish(generationId, { outcome: status, failed, batch }) {
          await deps.images.finishGeneration(generationId, { status, engine: batch.engine, failedCount: failed, error: batch.errors.join('; ') || null });
          if (failed > 0) deps.logFailure?.({ generationId, errors: batch.errors });
        },
      });
      if (paid === 'failed' || !reply) throw new AppError('id-photo-failed', 502, ID_PHOTO_FAILED_MESSAGE);
      return reply;
    },
  };
}
export type IdPhotosService = ReturnType<typeof createIdPhotosService>;
