import {
  PACK_AND_TEMPLATE_CLASSES, TEMPLATE_CLASSES, type Model, type ModelClass, type TemplateClass,
} from 'api-client';
import { encodeBase64Param } from 'shared-ui';
import type { ModelTabItem } from '../../components/model-tabs';

/** A model templates can be made with, as the selector holds it. */
export interface TemplateModel extends ModelTabItem {
  class: ModelClass | null;
}

/** The built-in base model's templates are filed under this class. */
export const BASE_MODEL_TEMPLATE_CLASS: TemplateClass = 'base-model';

const toTemplateModel = (model: Model): TemplateModel => ({
  modelId: model.ModelID,
  name: model.ModelName,
  status: model.Status,
  modelType: model.ModelType,
  class: model.Class,
  mainImageUrl: model.MainImagePath,
});

/** The succeeded models, the base model (which the server lists first) included. */
export function templateModels(models: readonly Model[]): TemplateModel[] {
  return models.filter((model) => model.Status === 'succeeded' && model.ModelType !== 'fake').map(toTemplateModel);
}

export const isOwnModel = (model: Pick<TemplateModel, 'modelType'>) => model.modelType === 'flux-lora';

/** Which templates fit the model: the base model's, its class's, or none (class other, or no class). */
export function templateClassOf(model: Pick<TemplateModel, 'modelType' | 'class'>): TemplateClass | null {
  if (model.modelType === 'flux-base') return BASE_MODEL_TEMPLATE_CLASS;
  const known = (TEMPLATE_CLASSES as readonly string[]).includes(model.class ?? '');
  return known ? (model.class as TemplateClass) : null;
}

/**
 * Man, woman and the base model always have templates, so an empty category is only empty; for the other
 * classes an empty grid means nothing was made for them.
 */
export const classHasTemplates = (templateClass: TemplateClass) =>
  templateClass === BASE_MODEL_TEMPLATE_CLASS || PACK_AND_TEMPLATE_CLASSES.includes(templateClass as ModelClass);

/** As on gen: the model picked last, else the user's own first model, else the base model. */
export function defaultTemplateModelId(models: readonly TemplateModel[], latestModelId: string | null | undefined): string | null {
  if (latestModelId && models.some((model) => model.modelId === latestModelId)) return latestModelId;
  return (models.find(isOwnModel) ?? models[0])?.modelId ?? null;
}

export const templateCompletePath = (fileId: string) => `/template-complete/${encodeURIComponent(fileId)}`;
/** Gen reads `?prompt=` as base64 text (docs/frontends.md). */
export const refineOnGenPath = (prompt: string) => `/gen?prompt=${encodeURIComponent(encodeBase64Param(prompt))}`;
export const changeClassPath = (modelId: string) => `/edit-model/${encodeURIComponent(modelId)}?r=templates`;
export const TEMPLATES_PATH = '/templates';
