import { createIdPhotoCall, idDocumentsCall } from 'api-client';
import type { FastifyInstance } from 'fastify';
import type { GenerationComponents } from './generation.wiring.js';
import { registerCall } from '../../http/contract-route.js';

/** ID photos: the documents and their rules, and making one. See docs/id-photos.md. */
export async function idPhotosRoutes(app: FastifyInstance, { idPhotosService }: Pick<GenerationComponents, 'idPhotosService'>): Promise<void> {
  registerCall(app, idDocumentsCall, async () => idPhotosService.documents());
  registerCall(app, createIdPhotoCall, async (input, { account }) => idPhotosService.create(account!.id, input));
}
