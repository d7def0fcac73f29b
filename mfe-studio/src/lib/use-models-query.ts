import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { ModelsReply } from 'api-client';
import { getModels } from 'api-client/runtime';
import { MOBILE_BREAKPOINT, useApiQuery, type ApiQueryResult } from 'shared-ui/start-up';

const isMobile = () => typeof window.matchMedia === 'function' && window.matchMedia(`(max-width: ${MOBILE_BREAKPOINT}px)`).matches;

/**
 * The user's models with their images, the base model first, and the model they picked last. Gen and
 * templates ask with the same key, so going from one to the other shares the request. `no-subscription`
 * sends the user to pricing; failures are only logged (each page shows its own state).
 */
export function useModelsQuery(): ApiQueryResult<ModelsReply> {
  const navigate = useNavigate();
  const [mobile] = useState(isMobile);
  const query = useApiQuery(['models', { isMobile: mobile }], ({ signal }) => getModels({ isMobile: mobile }, { signal }), {
    onError: (error) => console.error('Models failed', error),
  });
  const noSubscription = query.status === 'success' && query.data.status === 'no-subscription';
  useEffect(() => {
    if (noSubscription) navigate('/pricing');
  }, [navigate, noSubscription]);
  return query;
}
