import type { Image, Model, ThinModel } from 'api-client';
import { AppError } from '../../kernel/app-error.js';
import type { FileUrlSigner } from '../files/index.js';
import type { AccountFlagsRepository } from './account-flags.repository.js';
import type { ModelRow, ModelsRepository } from './models.repository.js';

export const MODEL_NOT_FOUND_MESSAGE = 'Model not found.';
export const BASE_MODEL_ID = 'flux-base';
export const BASE_MODEL_NAME = 'Base model';

/** The generated images shown with each model (the generation module provides them). */
export interface ModelImagesSource {
  /** Visible images per model id (null: flux-base), newest first; only `modelId`'s when given. */
  liveByModel(accountId: number, modelId?: number | null): Promise<Map<number | null, Image[]>>;
}

/** The built-in base model: always usable, always first where models are offered for generation. */
const BASE_MODEL: Model = {
  ModelName: BASE_MODEL_NAME,
  ModelID: BASE_MODEL_ID,
  MainImagePath: null,
  Status: 'succeeded',
  ModelType: 'flux-base',
  Class: null,
  Characteristics: '',
  Images: [],
};

/** Models as the contract shows them; every call by id checks ownership (another user's model is "not found"). */
export function createModelsService(deps: { models: ModelsRepository; accounts: AccountFlagsRepository; files: FileUrlSigner; images: ModelImagesSource }) {
  const thin = (row: ModelRow): ThinModel => ({
    ModelName: row.name,
    ModelID: row.public_id,
    MainImagePath: row.main_image_key ? deps.files.sign(row.main_image_key) : null,
    // listFor and ownedBy never return an upload awaiting confirmation: it is no model to the user yet.
    Status: row.status as ThinModel['Status'],
    ModelType: row.type,
    Class: row.class as ThinModel['Class'],
    Characteristics: row.characteristics,
  });
  const full = (row: ModelRow, images: Map<number | null, Image[]>): Model => ({ ...thin(row), Images: images.get(row.id) ?? [] });
  const imagesOf = (accountId: number, modelId?: number | null) => deps.images.liveByModel(accountId, modelId);

  async function owned(accountId: number, modelId: string): Promise<ModelRow> {
    const row = await deps.models.ownedBy(accountId, modelId);
    if (!row) throw AppError.notFound(MODEL_NOT_FOUND_MESSAGE);
    return row;
  }

  return {
    async thinList(accountId: number): Promise<ThinModel[]> {
      return (await deps.models.listFor(accountId)).map(thin);
    },
    /** The base model first, with the caller's own flux-base images; then their models, newest first. */
    async list(accountId: number): Promise<Model[]> {
      const [rows, images] = await Promise.all([deps.models.listFor(accountId), imagesOf(accountId)]);
      return [{ ...BASE_MODEL, Images: images.get(null) ?? [] }, ...rows.map((row) => full(row, images))];
    },
    /** Viewing a finished model also dismisses the train page's completion notice. */
    async details(accountId: number, modelId: string): Promise<Model> {
      const row = await owned(accountId, modelId);
      await deps.models.markSeen(row.id);
      return full(row, await imagesOf(accountId, row.id));
    },
    async edit(accountId: number, modelId: string, modelClass: string, characteristics: string): Promise<void> {
      const row = await owned(accountId, modelId);
      const unique = [...new Set(characteristics.split(',').map((c) => c.trim()).filter(Boolean))].join(',');
      await deps.models.updateDetails(row.id, modelClass, unique);
    },
    /** The base model is remembered as "no model of their own". */
    async setLatest(accountId: number, modelId: string): Promise<void> {
      if (modelId === BASE_MODEL_ID) return deps.accounts.setLatestModel(accountId, null);
      const row = await owned(accountId, modelId);
      await deps.accounts.setLatestModel(accountId, row.id);
    },
    /** The public id of the model picked last; null when none was, or the base model was. */
    async latestModelId(accountId: number): Promise<string | null> {
      const account = await deps.accounts.account(accountId);
      if (!account?.latest_model_id) return null;
      const row = await deps.models.byId(account.latest_model_id);
      return row?.account_id === accountId ? row.public_id : null;
    },
  };
}
export type ModelsService = ReturnType<typeof createModelsService>;
