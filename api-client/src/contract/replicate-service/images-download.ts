import { z } from 'zod';
import { callApi } from 'api-client/runtime';
import { defineCall, type ReplyOf, type RequestOf } from '../define-call';
import { fileIdSchema } from '../entities/ids';
import { MAX_DOWNLOAD_IMAGES } from '../entities/limits';
import { downloadLinkReply } from '../photo-pack-service/pack-download';

export const TOO_MANY_DOWNLOADS_MESSAGE = `Select at most ${MAX_DOWNLOAD_IMAGES} photos to download at once.`;

export const imagesDownloadCall = defineCall({
  path: 'replicate-service/images-download',
  method: 'POST',
  access: 'user',
  summary: `A link to a zip of the user's own images, named by prompt (at most ${MAX_DOWNLOAD_IMAGES}; 404 when one is not theirs)`,
  request: z.object({
    fileIds: z.array(fileIdSchema).min(1).max(MAX_DOWNLOAD_IMAGES, TOO_MANY_DOWNLOADS_MESSAGE),
  }),
  reply: downloadLinkReply,
});
export type ImagesDownloadRequest = RequestOf<typeof imagesDownloadCall>;
export type ImagesDownloadReply = ReplyOf<typeof imagesDownloadCall>;
export const getImagesDownload = (request: ImagesDownloadRequest) => callApi(imagesDownloadCall, request);
