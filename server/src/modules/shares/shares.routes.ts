import { revokeShareCall, shareImageCall, shareStatusCall } from 'api-client';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { FileStorage } from '../../infra/storage/storage.types.js';
import type { SharesComponents } from './shares.wiring.js';
import { AppError } from '../../kernel/app-error.js';
import { registerCall } from '../../http/contract-route.js';
import { renderShareGone, renderSharePage } from './share-page.js';
import { SHARE_PATH } from './share-links.js';

/** A shared photo changes only when the share ends: caches may keep it a little, and ask again after. */
const PHOTO_CACHE = 'public, max-age=300';
/** How long an object storage URL of the public copy works (a redirect is cached far less). */
const PHOTO_URL_SECONDS = 3600;

const html = (reply: FastifyReply, status: number, body: string) =>
  // no-cache: a revoked share must stop showing at once, wherever the page was cached.
  reply.status(status).header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(body);

/**
 * Share pages (docs/generation-and-images.md#sharing-a-photo): the owner's calls, and the public page
 * `/s/<id>` and its photo `/s/<id>/photo.<ext>`, readable without a session while the share lives.
 */
export function sharesRoutes(app: FastifyInstance, { imageShareService, storage }: SharesComponents & { storage: FileStorage }): void {

  registerCall(app, shareStatusCall, async (input, { account }) => ({
    status: 'success' as const,
    shareUrl: await imageShareService.status(account!.id, input.fileId),
  }));
  registerCall(app, shareImageCall, async (input, { account }) => ({
    status: 'success' as const,
    shareUrl: await imageShareService.share(account!.id, input.fileId),
  }));
  registerCall(app, revokeShareCall, async (input, { account }) => {
    await imageShareService.revoke(account!.id, input.fileId);
    return { status: 'success' as const };
  });

  app.get<{ Params: { shareId: string } }>(`${SHARE_PATH}/:shareId`, async (request, reply) => {
    const page = await imageShareService.page(request.params.shareId);
    return page ? html(reply, 200, renderSharePage(page)) : html(reply, 404, renderShareGone(imageShareService.siteUrl));
  });

  app.get<{ Params: { shareId: string; file: string } }>(`${SHARE_PATH}/:shareId/:file`, async (request, reply) => {
    const photo = await imageShareService.photo(request.params.shareId, request.params.file);
    if (!photo) throw AppError.notFound();
    if (storage.directUrl) {
      // Object storage: the copy's public URL (S3_PUBLIC_URL: shared/ is a public prefix), or a presigned one.
      const target = await storage.directUrl(photo.copyKey, { ttlSeconds: PHOTO_URL_SECONDS });
      return reply.header('cache-control', PHOTO_CACHE).redirect(target, 302);
    }
    const data = await storage.get(photo.copyKey);
    if (!data) throw AppError.notFound();
    return reply.type(photo.contentType).header('cache-control', PHOTO_CACHE).header('x-content-type-options', 'nosniff').send(data);
  });
}
