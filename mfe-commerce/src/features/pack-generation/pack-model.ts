import type { ThinModel } from 'api-client';

/** Packs are made with the user's own trained (flux-lora) models only. */
export function packModels(models: readonly ThinModel[]): ThinModel[] {
  return models.filter((model) => model.ModelType === 'flux-lora' && model.Status === 'succeeded');
}

/** The model a pack is made with from the packs page: the first (newest) ready flux-lora model. */
export function pickPackModel(models: readonly ThinModel[]): ThinModel | null {
  return packModels(models)[0] ?? null;
}
