import { useEffect, useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { getGooglePartialInfo, getGooglePartialStatus } from 'api-client';
import { useApiQuery } from 'shared-ui';

export interface GooglePartial {
  email: string;
  firstName: string;
  lastName: string;
}

const logFailure = (error: unknown) => console.error('Could not load the Google sign-up', error);

/** The Google sign-up form only makes sense while a partial sign-up waits; else back to login. */
export function useGooglePartial(): GooglePartial | undefined {
  const navigate = useNavigate();
  const status = useApiQuery(['google-partial-status'], ({ signal }) => getGooglePartialStatus({ signal }), { onError: logFailure });
  const waiting = status.status === 'success' && status.data.status === 'partial';
  // Asked only once the status says a sign-up waits.
  const info = useApiQuery(['google-partial-info'], ({ signal }) => getGooglePartialInfo({ signal }), {
    enabled: waiting,
    onError: logFailure,
  });

  const leave = (status.status === 'success' && !waiting) || status.status === 'error' || info.status === 'error';
  useEffect(() => {
    if (leave) navigate('/login', { replace: true });
  }, [leave, navigate]);

  const reply = info.status === 'success' ? info.data : null;
  return useMemo(() => (reply ? { email: reply.email, firstName: reply.firstName, lastName: reply.lastName } : undefined), [reply]);
}
