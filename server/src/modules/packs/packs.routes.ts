import {
  adminPhotoPacksCall, createPackCall, updatePackCall, generatePackCall, lastPackPurchaseCall, likeFavoritesCall, myPackPurchasesCall, packGenerationCall, packPurchaseInfoCall, photoPacksCall,
} from 'api-client';
import type { FastifyInstance } from 'fastify';
import type { PackCatalogueComponents, PacksComponents } from './packs.wiring.js';
import { AppError } from '../../kernel/app-error.js';
import { registerCall } from '../../http/contract-route.js';
import { PACK_SAMPLES_PATH, readSample } from './pack-samples.js';

/** photo-pack-service calls, the packs' public sample images and the admin's pack form. See docs/photo-packs.md. */
export function packsRoutes(
  app: FastifyInstance,
  deps: Pick<PacksComponents, 'packPurchasesService' | 'packGenerationService'> & PackCatalogueComponents,
): void {
  const { packCatalogueService, packPurchasesService, packGenerationService, packAdminService } = deps;

  registerCall(app, photoPacksCall, async (input, { account }) => ({ photoPacks: await packCatalogueService.list(input, account?.id ?? null) }));
  registerCall(app, lastPackPurchaseCall, async (_input, { account }) => packPurchasesService.last(account!.id));
  registerCall(app, myPackPurchasesCall, async (_input, { account }) => packPurchasesService.mine(account!.id));
  registerCall(app, packPurchaseInfoCall, async (input, { account }) => packPurchasesService.info(account!.id, input.packPurchaseId));
  registerCall(app, generatePackCall, async (input, { account }) => packGenerationService.generate(account!.id, { ...input, isAdmin: account!.isAdmin }));
  registerCall(app, packGenerationCall, async (input, { account }) => packGenerationService.get(account!.id, input.id));
  registerCall(app, likeFavoritesCall, async (input, { account }) => {
    await packGenerationService.likeFavorites(account!.id, input.liked, input.notLiked);
    return { status: 'success' as const };
  });

  // The content generator's pack form and list (access 'admin': 401 signed out, 403 for users).
  registerCall(app, adminPhotoPacksCall, async () => ({ photoPacks: await packAdminService.list() }));
  registerCall(app, createPackCall, async (input) => ({ newPack: await packAdminService.create(input) }));
  registerCall(app, updatePackCall, async (input) => ({ newPack: await packAdminService.update(input) }));

  app.get<{ Params: { name: string } }>(`${PACK_SAMPLES_PATH}/:name`, async (request, reply) => {
    const data = await readSample(request.params.name);
    if (!data) throw AppError.notFound();
    return reply
      .type('image/svg+xml')
      .header('cache-control', 'public, max-age=86400')
      .header('x-content-type-options', 'nosniff')
      // The illustrations are static drawings: nothing in them may run or load anything.
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
      .send(data);
  });
}
