import {
  SUGGESTED_TEMPLATES_COUNT, TEMPLATE_CLASSES, TEMPLATE_COMPLETE_IMAGE_NOT_FOUND_MESSAGE, TEMPLATE_NOT_FOUND_MESSAGE,
  type GenerateFromTemplateReply, type TemplateCategory, type TemplateClass, type TemplateComplete, type TemplateImage,
} from 'api-client';
import { AppError } from '../../kernel/app-error.js';
import type { GenerationService } from '../generation/index.js';
import type { ImagesRepository } from '../generation/index.js';
import type { FileUrlSigner } from '../files/index.js';
import type { ModelsRepository } from '../models/index.js';
import { BASE_MODEL_ID } from '../models/index.js';
import { promptForClass } from './template-subject.js';
import type { TemplateViews } from './template-views.js';
import type { TemplatesRepository } from './templates.repository.js';

export interface TemplatesServiceDeps {
  templates: TemplatesRepository;
  images: Pick<ImagesRepository, 'owned'>;
  models: Pick<ModelsRepository, 'byId'>;
  generation: Pick<GenerationService, 'generate'>;
  views: TemplateViews;
  fileUrls: FileUrlSigner;
}

/** The template class a model's images suggest: flux-base is base-model; `other` has no templates. */
function classOfModel(modelClass: string | null): TemplateClass | null {
  if (modelClass === null) return 'base-model';
  return (TEMPLATE_CLASSES as readonly string[]).includes(modelClass) ? (modelClass as TemplateClass) : null;
}

/** template-image-service: what users see of templates, and one image from one (docs/templates.md). */
export function createTemplatesService(deps: TemplatesServiceDeps) {
  return {
    async categories(): Promise<TemplateCategory[]> {
      return (await deps.templates.categories()).map((row) => ({ categoryID: row.id, name: row.name }));
    },

    /** Approved images only: a rejected or freshly generated one never reaches users. */
    async images(templateClass: TemplateClass, categoryId: number): Promise<TemplateImage[]> {
      return (await deps.templates.approved(templateClass, categoryId)).map(deps.views.templateImage);
    },

    /**
     * generate-image-from-template: one image of the caller's model from an approved template, through gen's
     * own path (rules, model checks, 10 credits debited with the record and refunded on failure, the
     * engines, "model" expanded as gen expands it). The built-in base model gets the class's words instead.
     */
    async generate(accountId: number, input: { modelId: string; templateId: string }): Promise<GenerateFromTemplateReply> {
      const template = await deps.templates.byFileId(input.templateId);
      if (!template || template.moderation_status !== 'approved') throw AppError.notFound(TEMPLATE_NOT_FOUND_MESSAGE);
      const prompt = input.modelId === BASE_MODEL_ID ? promptForClass(template.prompt, 'base-model') : template.prompt;
      const reply = await deps.generation.generate(accountId, { prompt, modelId: input.modelId, imageCount: 1 }, { templateId: template.id });
      return { status: 'success', outputImages: reply.outputImages };
    },

    /** template-complete: the caller's own image, and approved templates of its class to try next (other categories first). */
    async complete(accountId: number, fileId: string): Promise<TemplateComplete> {
      const image = await deps.images.owned(accountId, fileId);
      if (!image) throw AppError.notFound(TEMPLATE_COMPLETE_IMAGE_NOT_FOUND_MESSAGE);
      const origin = await deps.templates.originOf(image.id);
      const template = origin.templateId === null ? undefined : await deps.templates.byId(origin.templateId);
      const model = image.model_id === null ? undefined : await deps.models.byId(image.model_id);
      const templateClass = template?.class ?? classOfModel(model?.class ?? null);
      const suggestions = templateClass === null
        ? []
        : await deps.templates.suggestions(templateClass, template?.id ?? null, template?.category_id ?? null, SUGGESTED_TEMPLATES_COUNT);
      return {
        outputImageUrl: deps.fileUrls.sign(image.storage_key),
        outputFileId: image.file_id,
        outputModelId: model?.public_id ?? BASE_MODEL_ID,
        suggestedTemplateImages: suggestions.map(deps.views.templateImage),
      };
    },
  };
}
export type TemplatesService = ReturnType<typeof createTemplatesService>;
