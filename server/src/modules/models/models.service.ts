import type { Model, ThinModel } from 'api-client';
import { AppError } from '../../http/app-error.js';
import type { FileUrlSigner } from '../files/file-url-signer.js';
import type { AccountFlagsRepository } from './account-flags.repository.js';
import type { ModelRow, ModelsRepository } from './models.repository.js';

export const MODEL_NOT_FOUND_MESSAGE = 'Model not found.';
export const BASE_MODEL_ID = 'flux-base';

/** The built-in base model: always usable, always first where models are offered for generation. */
const BASE_MODEL: Model = {
  ModelName: 'Base model',
  ModelID: BASE_MODEL_ID,
  MainImagePath: null,
  Status: 'succeeded',
  ModelType: 'flux-base',
  Class: null,
  Characteristics: '',
  Images: [],
};

/** Models as the contract shows them; every call by id checks ownership (another user's model is "not found"). */
export function createModelsService(deps: { models: ModelsRepository; accounts: AccountFlagsRepository; files: FileUrlSigner }) {
  const thin = (row: ModelRow): ThinModel => ({
    ModelName: row.name,
    ModelID: row.public_id,
    MainImagePath: row.main_image_key ? deps.files.sign(row.main_image_key) : null,
    Status: row.status,
    ModelType: row.type,
    Class: row.class as ThinModel['Class'],
    Characteristics: row.characteristics,
  });
  // Generated images join here once generations exist.
  const full = (row: ModelRow): Model => ({ ...thin(row), Images: [] });

  async function owned(accountId: number, modelId: string): Promise<ModelRow> {
    const row = await deps.models.ownedBy(accountId, modelId);
    if (!row) throw AppError.notFound(MODEL_NOT_FOUND_MESSAGE);
    return row;
  }

  return {
    async thinList(accountId: number): Promise<ThinModel[]> {
      return (await deps.models.listFor(accountId)).map(thin);
    },
    async list(accountId: number): Promise<Model[]> {
      return [BASE_MODEL, ...(await deps.models.listFor(accountId)).map(full)];
    },
    /** Viewing a finished model also dismisses the train page's completion notice. */
    async details(accountId: number, modelId: string): Promise<Model> {
      const row = await owned(accountId, modelId);
      await deps.models.markSeen(row.id);
      return full(row);
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
  };
}
export type ModelsService = ReturnType<typeof createModelsService>;
