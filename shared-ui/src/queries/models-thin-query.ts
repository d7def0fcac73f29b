import { getModelsThin, type ModelsThinReply } from 'api-client';
import { useApiQuery, type ApiQueryOptions, type ApiQueryResult } from 'shared-ui/start-up';

/** models-thin: the user's own models, light (studio's models page, admin's pack generator). */
export const MODELS_THIN_KEY = ['models-thin'] as const;

export function useModelsThinQuery(options?: ApiQueryOptions<ModelsThinReply>): ApiQueryResult<ModelsThinReply> {
  return useApiQuery(MODELS_THIN_KEY, ({ signal }) => getModelsThin({ signal }), options);
}
