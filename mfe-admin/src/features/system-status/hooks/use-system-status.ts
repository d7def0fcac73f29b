import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { ApiError, getSystemStatus, type SystemStatus } from 'api-client';
import { useApiQuery, type ApiQueryResult } from 'shared-ui';

export const LOAD_FAILED_MESSAGE = 'Failed to load system status.';
export const UNEXPECTED_ERROR_MESSAGE = 'An unexpected error occurred.';

/** Where a failure sends the user, if anywhere: non-admins (403) home, signed-out users (401) to login. */
function redirectFor(error: unknown): string | null {
  if (error instanceof ApiError && error.httpStatus === 403) return '/';
  if (error instanceof ApiError && error.httpStatus === 401) return '/login';
  return null;
}

/** The text shown for any other failure. */
export function systemStatusFailure(error: unknown): string {
  return error instanceof ApiError ? LOAD_FAILED_MESSAGE : UNEXPECTED_ERROR_MESSAGE;
}

/** 403 and 401 lead away (on the loader meanwhile); other failures are shown. */
export function useSystemStatus(): ApiQueryResult<SystemStatus> {
  const navigate = useNavigate();
  const query = useApiQuery(['system-status'], ({ signal }) => getSystemStatus({ signal }), {
    onError: (error) => redirectFor(error) === null && console.error('System status failed', error),
  });
  const redirect = query.status === 'error' ? redirectFor(query.error) : null;
  useEffect(() => {
    if (redirect) navigate(redirect, { replace: true });
  }, [navigate, redirect]);
  return redirect ? { status: 'loading', isFetching: false, refetch: query.refetch } : query;
}
