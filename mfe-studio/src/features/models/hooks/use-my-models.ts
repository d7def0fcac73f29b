import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { getModelsThin, type ModelsThinReply } from 'api-client';
import { useApiQuery, type ApiQueryResult } from 'shared-ui';

/** models-thin's cache key (commerce's pack pages read the same one). */
export const MODELS_THIN_KEY = ['models-thin'] as const;

/** The user's own models; `no-subscription` sends the user to pricing, on the loader meanwhile. */
export function useMyModels(): ApiQueryResult<ModelsThinReply> {
  const navigate = useNavigate();
  const query = useApiQuery(MODELS_THIN_KEY, ({ signal }) => getModelsThin({ signal }));
  const noSubscription = query.status === 'success' && query.data.status === 'no-subscription';
  useEffect(() => {
    if (noSubscription) navigate('/pricing');
  }, [navigate, noSubscription]);
  return noSubscription ? { status: 'loading', isFetching: false, refetch: query.refetch } : query;
}
