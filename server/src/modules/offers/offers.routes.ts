import { checkEligibilityCall, offerTypeCall, pendingFreeCreditsCall, uploadForRedditCall, verifyRedditShareCall } from 'api-client';
import type { FastifyInstance } from 'fastify';
import type { FileStorage } from '../../infra/storage/storage.types.js';
import type { OffersComponents } from './offers.wiring.js';
import { AppError } from '../../kernel/app-error.js';
import { registerCall } from '../../http/contract-route.js';
import { SHARED_KEY_PREFIX, SHARED_NAME, SHARED_PATH } from '../../infra/share-hosts/local-share-host.adapter.js';

const CONTENT_TYPES: Record<string, string> = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };
/** A presigned URL lasts at most 7 days (SigV4); the redirect to it is cached for a day of that. */
const SHARED_URL_SECONDS = 6 * 86_400;

/**
 * offer-service (signed-in users) and the public copies of prepared images. See docs/offers.md.
 */
export function offersRoutes(app: FastifyInstance, deps: Pick<OffersComponents, 'offersService' | 'redditShareService'> & { storage: FileStorage }): void {
  const { offersService, redditShareService, storage } = deps;

  registerCall(app, offerTypeCall, async (input) => offersService.offerType(input.typeId));
  registerCall(app, checkEligibilityCall, async (input, { account }) => offersService.eligibility(account!.id, input.offerTypeId));
  registerCall(app, pendingFreeCreditsCall, async (_input, { account }) => ({
    status: 'success' as const,
    pendingCredits: await offersService.pendingCredits(account!.id),
  }));
  registerCall(app, uploadForRedditCall, async (input, { account }) => redditShareService.prepare(account!.id, input.imageUrl));
  registerCall(app, verifyRedditShareCall, async (input, { account }) => redditShareService.verify(account!.id, input.redditPostUrl));

  // GET /shared/<32 hex>.<ext>: a prepared image, to anyone, for good (the name is its only secret), cached
  // for a year by browsers and CDNs. Served whichever SHARE_IMAGE_HOST is set, so earlier posts keep their picture.
  app.get<{ Params: { name: string } }>(`${SHARED_PATH}/:name`, async (request, reply) => {
    const { name } = request.params;
    if (!SHARED_NAME.test(name)) throw AppError.notFound();
    if (storage.directUrl) {
      // Object storage: the public URL of the shared prefix (S3_PUBLIC_URL), or a presigned one lasting a week.
      const target = await storage.directUrl(`${SHARED_KEY_PREFIX}${name}`, { ttlSeconds: SHARED_URL_SECONDS });
      return reply.header('cache-control', 'public, max-age=86400').redirect(target, 302);
    }
    const data = await storage.get(`${SHARED_KEY_PREFIX}${name}`);
    if (!data) throw AppError.notFound();
    return reply
      .type(CONTENT_TYPES[name.slice(name.lastIndexOf('.') + 1)] ?? 'application/octet-stream')
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .send(data);
  });
}
