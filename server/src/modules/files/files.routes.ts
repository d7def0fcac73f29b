import { getFileUrlCall, slugify } from 'api-client';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config/config.js';
import type { FileStorage } from '../../infra/storage/storage.types.js';
import type { FileUrlSigner } from './file-url-signer.js';
import { AppError } from '../../kernel/app-error.js';
import { registerCall } from '../../http/contract-route.js';
import { assertSafeKey } from '../../infra/storage/storage.types.js';
import { contentDisposition } from './content-disposition.js';
import { FILES_PATH } from './file-url-signer.js';

const CONTENT_TYPES: Record<string, string> = { jpg: 'image/jpeg', jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp', webm: 'video/webm', zip: 'application/zip' };
const FORBIDDEN_MESSAGE = 'This link has expired or is not valid.';

/** The asked name as a slug with the file's real extension: a link cannot make a photo save as "x.exe". */
function downloadName(asked: string, extension: string): string {
  const stem = slugify(asked.replace(/\.[a-z0-9]{2,5}$/i, '')) || 'photo';
  return `${stem}.${extension}`;
}

function safeKey(key: string): boolean {
  try {
    assertSafeKey(key);
    return true;
  } catch {
    return false;
  }
}

/**
 * GET /ai-photographer/files/<key>?exp=&sig=[&download=<name>]: a private file, for as long as its signed link lasts;
 * upload-service/get-file-url hands such a link to the file's owner only.
 */
export interface FilesRoutesDeps {
  config: AppConfig;
  storage: FileStorage;
  fileUrlSigner: FileUrlSigner;
  /** A signed link to one of the caller's images (the generation module's). */
  imageFileUrl: (accountId: number, fileId: string) => Promise<string>;
}

export function filesRoutes(app: FastifyInstance, deps: FilesRoutesDeps): void {
  const { storage, fileUrlSigner } = deps;
  registerCall(app, getFileUrlCall, async (input, { account }) => ({
    status: 'success' as const,
    fileUrl: await deps.imageFileUrl(account!.id, input.fileId),
  }));
  app.get<{ Params: { '*': string }; Querystring: { exp?: string; sig?: string; download?: string } }>(`${FILES_PATH}/*`, async (request, reply) => {
    const key = request.params['*'];
    const { exp, sig, download } = request.query;
    if (!safeKey(key) || !fileUrlSigner.verify(key, exp, sig)) throw AppError.forbidden(FORBIDDEN_MESSAGE);
    const extension = key.slice(key.lastIndexOf('.') + 1).toLowerCase();
    // `download=<name>` (unsigned, a name only): save the file under a readable name instead of showing it.
    const disposition = download ? contentDisposition(downloadName(download, extension)) : undefined;
    if (storage.directUrl) {
      // Object storage: the browser fetches the bytes from the bucket by a short-lived presigned URL.
      const ttlSeconds = deps.config.storage.urlSeconds;
      const target = await storage.directUrl(key, { ttlSeconds, downloadName: disposition });
      return reply.header('cache-control', `private, max-age=${Math.floor(ttlSeconds / 2)}`).redirect(target, 302);
    }
    const data = await storage.get(key);
    if (!data) throw AppError.notFound();
    if (disposition) reply.header('content-disposition', disposition);
    // Cached no longer than the signed link lasts: a browser keeps it at most as long as the link would work.
    return reply
      .type(CONTENT_TYPES[extension] ?? 'application/octet-stream')
      .header('cache-control', `private, max-age=${fileUrlSigner.secondsLeft(exp)}`)
      .header('x-content-type-options', 'nosniff')
      .send(data);
  });
}
