import {
  SHOWCASE_MAX_BEFORE, showcaseCall, showcaseItemsCall, showcaseOrderCall, showcaseRetireCall, showcaseUpdateCall, showcaseUploadCall, SHOWCASE_UPLOAD_FILES,
} from 'api-client';
import type { FastifyInstance } from 'fastify';
import { enableMultipart, registerCall } from '../../http/contract-route.js';
import { MAX_UPLOADED_IMAGE_BYTES } from '../../infra/photo/uploaded-image.adapter.js';
import { AppError } from '../../kernel/app-error.js';
import type { UploadedFile } from '../../kernel/uploaded-file.js';
import type { ShowcaseService } from './showcase.service.js';
import { SHOWCASE_FILES_PATH } from './showcase-view.js';

const FILE_NAME = /^([0-9a-f-]{36})\.(jpg|png)$/;
const ONE_PHOTO_EACH = `Send one to ${SHOWCASE_MAX_BEFORE} before photos and one after photo.`;

/**
 * The admin's Showcase (admin-service/showcase-*, access 'admin': 401 signed out, 403 for other users), the
 * public showcase-service/showcase, and the active items' photos at stable public URLs. See docs/showcase.md.
 */
/** How long a shared cache may keep the showcase and its photos: what a retired item may linger there. */
const SHOWCASE_CACHING = 'public, max-age=60';

export async function showcaseRoutes(app: FastifyInstance, { showcaseService }: { showcaseService: ShowcaseService }): Promise<void> {
  await enableMultipart(app);
  registerCall(app, showcaseUploadCall, async (input, { account }) => ({
    item: await showcaseService.upload(account!.id, {
      ...input, before: input.before as UploadedFile | UploadedFile[] | undefined, after: input.after as UploadedFile | UploadedFile[] | undefined,
    }),
  }), { maxFileBytes: MAX_UPLOADED_IMAGE_BYTES, files: { max: SHOWCASE_UPLOAD_FILES, message: ONE_PHOTO_EACH } });
  registerCall(app, showcaseItemsCall, async () => ({ items: await showcaseService.list() }));
  registerCall(app, showcaseUpdateCall, async (input) => ({ item: await showcaseService.update(input.itemId, input) }));
  registerCall(app, showcaseOrderCall, async (input) => ({ items: await showcaseService.order(input.itemIds) }));
  registerCall(app, showcaseRetireCall, async (input) => ({ item: await showcaseService.retire(input.itemId) }));

  // Marketing content, the same for everyone: shared caches may keep it a minute.
  registerCall(app, showcaseCall, async (_input, { reply }) => {
    reply.header('cache-control', SHOWCASE_CACHING);
    return showcaseService.publicShowcase();
  });

  app.get<{ Params: { name: string } }>(`${SHOWCASE_FILES_PATH}/:name`, async (request, reply) => {
    const match = FILE_NAME.exec(request.params.name);
    const found = match ? await showcaseService.publicFile(match[1] as string) : null;
    if (!found) throw AppError.notFound();
    // Retiring an item stops its photos at once (docs/showcase.md): a shared cache may keep one no longer
    // than the page that shows it, a minute, though a file id names one photo forever.
    return reply
      .type(found.file.content_type)
      .header('cache-control', SHOWCASE_CACHING)
      .header('x-content-type-options', 'nosniff')
      .send(found.data);
  });
}
