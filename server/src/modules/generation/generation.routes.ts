import {
  batchDeleteImagesCall, batchLikeImagesCall, deleteImageCall, deletedImagesCall, genCall, imageDetailsCall, likeImageCall,
  setProfilePictureCall,
} from 'api-client';
import type { FastifyInstance } from 'fastify';
import type { GenerationComponents } from './generation.wiring.js';
import { registerCall } from '../../http/contract-route.js';

const ok = { status: 'success' as const };

/** replicate-service calls that make images and act on them. See docs/generation-and-images.md. */
export function generationRoutes(app: FastifyInstance, { generationService, imagesService }: Pick<GenerationComponents, 'generationService' | 'imagesService'>): void {
  registerCall(app, genCall, async (input, { account }) => generationService.generate(account!.id, input));
  registerCall(app, likeImageCall, async (input, { account }) => {
    await imagesService.like(account!.id, input.fileId, input.isLiked);
    return ok;
  });
  registerCall(app, batchLikeImagesCall, async (input, { account }) => {
    await imagesService.batchLike(account!.id, input.operations);
    return ok;
  });
  registerCall(app, deleteImageCall, async (input, { account }) => {
    await imagesService.delete(account!.id, input.fileId, input.isDeleted);
    return ok;
  });
  registerCall(app, batchDeleteImagesCall, async (input, { account }) => {
    await imagesService.batchDelete(account!.id, input.operations);
    return ok;
  });
  registerCall(app, imageDetailsCall, async (input, { account }) => ({ status: 'success' as const, prompt: await imagesService.prompt(account!.id, input.fileId) }));
  registerCall(app, setProfilePictureCall, async (input, { account }) => {
    await imagesService.setProfilePicture(account!.id, input.modelId, input.fileId);
    return ok;
  });
  registerCall(app, deletedImagesCall, async (_input, { account }) => ({ deletedImages: await imagesService.deleted(account!.id) }));
}
