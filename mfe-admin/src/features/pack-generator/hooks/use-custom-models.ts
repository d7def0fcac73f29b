import type { ThinModel } from 'api-client';
import { useModelsThinQuery, type ApiQueryResult } from 'shared-ui';

/** Models a pack can be generated with: the admin's own trained flux-lora models. */
export function isCustomModel(model: ThinModel): boolean {
  return model.Status === 'succeeded' && model.ModelType === 'flux-lora';
}

export function useCustomModels(): ApiQueryResult<ThinModel[]> {
  const query = useModelsThinQuery({
    onError: (error) => console.error('Models failed', error),
  });
  return query.status === 'success' ? { ...query, data: query.data.models.filter(isCustomModel) } : query;
}
