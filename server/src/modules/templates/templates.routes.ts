import {
  addTemplateToPackCall, adminTemplateImagesCall, approveTemplateImageCall, deleteTemplateImageCall, generateImageFromTemplateCall,
  generateTemplateImagesCall, packPromptsCall, packTemplateImagesCall, removeTemplateFromPackCall, templateCategoriesCall,
  templateCompleteCall, templateImagesCall, updatePromptCall,
} from 'api-client';
import type { FastifyInstance } from 'fastify';
import type { TemplatesComponents } from './templates.wiring.js';
import { registerCall } from '../../http/contract-route.js';

const ok = { status: 'success' as const };

/**
 * template-image-service (signed-in users) and the content generator's admin-service calls (access
 * 'admin': 401 signed out, 403 for users). See docs/templates.md.
 */
export function templatesRoutes(
  app: FastifyInstance,
  { templatesService, templateStudioService: studio }: Pick<TemplatesComponents, 'templatesService' | 'templateStudioService'>,
): void {

  registerCall(app, templateCategoriesCall, async () => ({ data: await templatesService.categories() }));
  registerCall(app, templateImagesCall, async (input) => ({ data: await templatesService.images(input.templateClass, input.categoryID) }));
  registerCall(app, generateImageFromTemplateCall, async (input, { account }) => templatesService.generate(account!.id, input));
  registerCall(app, templateCompleteCall, async (input, { account }) => templatesService.complete(account!.id, input.fileId));

  registerCall(app, generateTemplateImagesCall, async (input, { account }) => ({ images: await studio.generate(account!.id, input) }));
  registerCall(app, approveTemplateImageCall, async (input) => {
    await studio.setStatus(input.fileId, input.moderationStatus);
    return ok;
  });
  registerCall(app, deleteTemplateImageCall, async (input) => {
    await studio.delete(input.fileId);
    return ok;
  });
  registerCall(app, addTemplateToPackCall, async (input) => {
    await studio.addToPack(input.fileId, input.packageId);
    return ok;
  });
  registerCall(app, removeTemplateFromPackCall, async (input) => {
    await studio.removeFromPack(input.fileId);
    return ok;
  });
  registerCall(app, adminTemplateImagesCall, async (input) => ({ templateImages: await studio.inCategory(input.categoryId) }));
  registerCall(app, packTemplateImagesCall, async (input) => ({ templateImages: await studio.inPack(input.packageId) }));
  registerCall(app, packPromptsCall, async (input) => ({ promptItems: await studio.packPrompts(input.packageId) }));
  registerCall(app, updatePromptCall, async (input) => {
    await studio.updatePrompt(input.fileId, input.prompt);
    return ok;
  });
}
