import { useCallback, useMemo, useState } from 'react';
import { updateLatestModel } from 'api-client';
import { useModelsQuery } from '../../../lib/use-models-query';
import { defaultTemplateModelId, isOwnModel, templateModels, type TemplateModel } from '../template-model';

/**
 * The selector's models (the succeeded ones, base model included) and the selected one, chosen as gen
 * chooses; selecting one records it as the latest model, as gen does (a failure is only logged).
 */
export function useTemplateModels() {
  const query = useModelsQuery();
  const [chosenId, setChosenId] = useState<string | null>(null);
  // no-subscription is on its way to pricing: it stays on the loader.
  const reply = query.status === 'success' && query.data.status === 'success' ? query.data : null;
  const models = useMemo(() => (reply ? templateModels(reply.models) : []), [reply]);

  const select = useCallback((model: TemplateModel) => {
    setChosenId(model.modelId);
    updateLatestModel({ modelId: model.modelId }).catch((error: unknown) => console.error('Update latest model failed', error));
  }, []);

  const selectedId = chosenId ?? defaultTemplateModelId(models, reply?.latestModelId);
  const selected = models.find((model) => model.modelId === selectedId) ?? null;
  const training = reply?.models.some((model) => model.Status === 'starting' || model.Status === 'processing') ?? false;
  return {
    status: query.status === 'error' ? ('error' as const) : reply ? ('success' as const) : ('loading' as const),
    error: query.status === 'error' ? query.error : null,
    refetch: query.refetch,
    models,
    selected,
    select,
    hasOwnModel: models.some(isOwnModel),
    training,
  };
}
