import { useEffect, useState } from 'react';
import { errorMessage, getModelDetails, type Model } from 'api-client';

export type ModelDetailsState =
  | { kind: 'loading' }
  | { kind: 'error'; message: string }
  | { kind: 'ready'; model: Model };

export function useModelDetails(modelId: string) {
  const [state, setState] = useState<ModelDetailsState>({ kind: 'loading' });
  useEffect(() => {
    let current = true;
    setState({ kind: 'loading' });
    getModelDetails({ modelId })
      .then((reply) => current && setState({ kind: 'ready', model: reply.model }))
      .catch((error: unknown) => current && setState({ kind: 'error', message: errorMessage(error) }));
    return () => {
      current = false;
    };
  }, [modelId]);
  return state;
}
