import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ApiError, getSystemStatus, type SystemStatus } from 'api-client';

export const LOAD_FAILED_MESSAGE = 'Failed to load system status.';
export const UNEXPECTED_ERROR_MESSAGE = 'An unexpected error occurred.';

export type SystemStatusState =
  | { kind: 'loading' }
  | { kind: 'loaded'; status: SystemStatus }
  | { kind: 'failed'; message: string };

/** Part 2 §6: non-admins (403) go home, signed-out users (401) go to login; other failures are shown. */
export function useSystemStatus(): SystemStatusState {
  const navigate = useNavigate();
  const [state, setState] = useState<SystemStatusState>({ kind: 'loading' });

  useEffect(() => {
    let active = true;
    getSystemStatus()
      .then((status) => active && setState({ kind: 'loaded', status }))
      .catch((error: unknown) => {
        if (!active) return;
        if (error instanceof ApiError && error.httpStatus === 403) return navigate('/', { replace: true });
        if (error instanceof ApiError && error.httpStatus === 401) return navigate('/login', { replace: true });
        console.error('System status failed', error);
        setState({ kind: 'failed', message: error instanceof ApiError ? LOAD_FAILED_MESSAGE : UNEXPECTED_ERROR_MESSAGE });
      });
    return () => {
      active = false;
    };
  }, [navigate]);

  return state;
}
