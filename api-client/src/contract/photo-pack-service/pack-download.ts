import { z } from 'zod';
import { callApi } from 'api-client/runtime';
import { defineCall, type ReplyOf, type RequestOf } from '../define-call';
import { rowIdSchema } from '../entities/ids';

export const PACK_DOWNLOAD_EMPTY_MESSAGE = 'This pack has no photos to download yet.';

/** A signed link to a zip, streamed by GET <link> (docs/generation-and-images.md#downloads). */
export const downloadLinkReply = z.object({
  status: z.literal('success'),
  /** `<base>/ai-photographer/downloads/<fileName>?s=…&exp=…&sig=…`, valid for 15 minutes, no cookie needed. */
  url: z.string(),
  /** The zip's own name, e.g. "linkedin-headshots.zip". */
  fileName: z.string(),
});
export type DownloadLink = z.infer<typeof downloadLinkReply>;

export const packDownloadCall = defineCall({
  path: 'photo-pack-service/pack-download',
  method: 'POST',
  access: 'user',
  summary: 'A link to one of the user\'s packs as a zip of its photos, named by pack and position (404 for anyone else\'s)',
  request: z.object({ packGenerationId: rowIdSchema }),
  reply: downloadLinkReply,
});
export type PackDownloadRequest = RequestOf<typeof packDownloadCall>;
export type PackDownloadReply = ReplyOf<typeof packDownloadCall>;
export const getPackDownload = (request: PackDownloadRequest) => callApi(packDownloadCall, request);
