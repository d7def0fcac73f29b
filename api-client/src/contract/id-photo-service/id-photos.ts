import { z } from 'zod';
import { callApi, type CallOptions } from 'api-client/runtime';
import { defineCall, emptyRequest, type ReplyOf, type RequestOf } from '../define-call';
import { fileIdSchema } from '../entities/ids';
import { CREDITS_PER_IMAGE } from '../entities/limits';
import { idDocumentSchema } from './id-document';

/** What an ID photo costs (its sheets included); nothing when the photo must be retaken. */
export const ID_PHOTO_CREDITS = CREDITS_PER_IMAGE;
/** The print sheets made with every ID photo, at 300 DPI. */
export const SHEET_PAPERS = [
  { paper: '4x6in', label: '4 × 6 in photo paper' },
  { paper: '10x15cm', label: '10 × 15 cm photo paper' },
  { paper: 'A4', label: 'A4 paper' },
] as const;
export type SheetPaperName = (typeof SHEET_PAPERS)[number]['paper'];

export const ID_PHOTO_NEEDS_OWN_PHOTO_MESSAGE =
  'An ID photo must be a real photograph of you: upload one or take one with the camera (a generated image cannot be used).';
export const ID_PHOTO_FAILED_MESSAGE = 'We could not make the ID photo. Your credits were given back.';
export const UNKNOWN_DOCUMENT_MESSAGE = 'Choose a document from the list.';

export const idDocumentsCall = defineCall({
  path: 'id-photo-service/documents',
  method: 'GET',
  access: 'public',
  summary: 'The documents ID photos can be made for, with each authority\'s rules and source',
  request: emptyRequest,
  reply: z.object({ documents: z.array(idDocumentSchema) }),
});
export type IdDocumentsReply = ReplyOf<typeof idDocumentsCall>;
export const getIdDocuments = (options?: CallOptions) => callApi(idDocumentsCall, {}, options);

const madeFileSchema = z.object({ fileId: z.string(), url: z.string(), width: z.number().int(), height: z.number().int() });
export const reportLineSchema = z.object({ rule: z.string(), measured: z.string(), required: z.string(), ok: z.boolean() });
export const retakeReasonSchema = z.object({ rule: z.string(), message: z.string(), advice: z.string() });
export type RetakeReasonEntry = z.infer<typeof retakeReasonSchema>;
/** A photo that must be retaken answers 400 with this beside its message; nothing is spent. */
export const ID_PHOTO_RETAKE_MESSAGE = 'This photo cannot make an ID photo. Nothing was charged.';
const retakeBodySchema = z.object({ retake: z.array(retakeReasonSchema) });
/** The retake reasons of a failed create, if that is why it failed. */
export function retakeReasonsOf(error: unknown): RetakeReasonEntry[] | null {
  const body = error && typeof error === 'object' && 'body' in error ? (error as { body: unknown }).body : null;
  const parsed = retakeBodySchema.safeParse(body);
  return parsed.success ? parsed.data.retake : null;
}

export const createIdPhotoCall = defineCall({
  path: 'id-photo-service/create',
  method: 'POST',
  access: 'user',
  summary: 'Make an ID photo for a document from a photo the user uploaded or took (10 credits); a photo that must be retaken is a 400 with the reasons, nothing spent',
  request: z.object({ fileId: fileIdSchema, document: z.string().min(1).max(64) }),
  reply: z.object({
    photo: madeFileSchema.extend({ bytes: z.number().int() }),
    sheets: z.array(madeFileSchema.extend({ paper: z.enum(SHEET_PAPERS.map((sheet) => sheet.paper) as [SheetPaperName, ...SheetPaperName[]]), copies: z.number().int() })),
    report: z.array(reportLineSchema),
  }),
});
export type CreateIdPhotoRequest = RequestOf<typeof createIdPhotoCall>;
export type CreateIdPhotoReply = ReplyOf<typeof createIdPhotoCall>;
export const createIdPhoto = (request: CreateIdPhotoRequest) => callApi(createIdPhotoCall, request);
