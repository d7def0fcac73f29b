import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { errorMessage, getModelsThin, type ThinModel } from 'api-client';

export type MyModelsState =
  | { kind: 'loading' }
  | { kind: 'error'; message: string }
  | { kind: 'ready'; models: ThinModel[] };

/** The user's own models; `no-subscription` sends the user to pricing (part 2 §7). */
export function useMyModels() {
  const navigate = useNavigate();
  const [state, setState] = useState<MyModelsState>({ kind: 'loading' });

  const load = useCallback(async () => {
    setState({ kind: 'loading' });
    try {
      const reply = await getModelsThin();
      if (reply.status === 'no-subscription') {
        navigate('/pricing');
        return;
      }
      setState({ kind: 'ready', models: reply.models });
    } catch (error) {
      setState({ kind: 'error', message: errorMessage(error) });
    }
  }, [navigate]);

  useEffect(() => {
    void load();
  }, [load]);

  return { state, retry: load };
}
