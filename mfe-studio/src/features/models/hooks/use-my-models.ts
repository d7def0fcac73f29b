import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import type { ModelsThinReply } from 'api-client';
import { useModelsThinQuery, type ApiQueryResult } from 'shared-ui';

/** The user's own models; `no-subscription` sends the user to pricing, on the loader meanwhile. */
export function useMyModels(): ApiQueryResult<ModelsThinReply> {
  const navigate = useNavigate();
  const query = useModelsThinQuery();
  const noSubscription = query.status === 'success' && query.data.status === 'no-subscription';
  useEffect(() => {
    if (noSubscription) navigate('/pricing');
  }, [navigate, noSubscription]);
  return noSubscription ? { status: 'loading', isFetching: false, refetch: query.refetch } : query;
}
