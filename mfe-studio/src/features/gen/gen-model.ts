import type { Model, ModelClass, ModelStatus, ModelType } from 'api-client';
import { ALL_MODELS_ID, NEW_MODEL_ID } from 'api-client/runtime';
import type { ImageItem } from '../../lib/images/image-item';

/** A model as the generation page holds it. */
export interface GenModel {
  modelId: string;
  name: string;
  status: ModelStatus;
  modelType: ModelType;
  class: ModelClass | null;
  characteristics: string;
  mainImageUrl: string | null;
  images: ImageItem[];
}

const pseudo = (modelId: string, name: string): GenModel => ({
  modelId,
  name,
  status: 'succeeded',
  modelType: 'fake',
  class: null,
  characteristics: '',
  mainImageUrl: null,
  images: [],
});

/** The tab strip's pseudo-entries, which lead to other pages. */
export const ALL_MODELS = pseudo(ALL_MODELS_ID, 'All models');
export const NEW_MODEL = pseudo(NEW_MODEL_ID, 'New model');

/** The server already sends images newest first; entries without a file are dropped. */
export function toGenModel(model: Model): GenModel {
  return {
    modelId: model.ModelID,
    name: model.ModelName,
    status: model.Status,
    modelType: model.ModelType,
    class: model.Class,
    characteristics: model.Characteristics,
    mainImageUrl: model.MainImagePath,
    images: model.Images.filter((image) => Boolean(image?.fileId && image.url)),
  };
}

export const isRealModel = (model: GenModel) => model.modelType !== 'fake';

/**
 * The model selected on arrival: the one the user picked last (update-latest-model), else the first real
 * one. "Real" prefers the user's own ready models over the built-in base model, which the server lists
 * first: someone who just trained a model expects to see it, not the base model.
 */
export function defaultModelId(models: readonly GenModel[], latestModelId: string | null | undefined): string | null {
  const real = models.filter(isRealModel);
  if (latestModelId && real.some((model) => model.modelId === latestModelId)) return latestModelId;
  const ownReady = real.find((model) => model.modelType === 'flux-lora' && model.status === 'succeeded');
  return (ownReady ?? real[0])?.modelId ?? null;
}
