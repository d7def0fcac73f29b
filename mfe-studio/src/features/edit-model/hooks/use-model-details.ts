import { getModelDetails, type ModelDetailsReply } from 'api-client';
import { useApiQuery, type ApiQueryResult } from 'shared-ui';

/** One model with its class and characteristics, for the edit form. */
export function useModelDetails(modelId: string): ApiQueryResult<ModelDetailsReply> {
  return useApiQuery(['model-details', modelId], ({ signal }) => getModelDetails({ modelId }, { signal }));
}
