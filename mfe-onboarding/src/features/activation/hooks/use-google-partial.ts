import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { getGooglePartialInfo, getGooglePartialStatus } from 'api-client';

export interface GooglePartial {
  email: string;
  firstName: string;
  lastName: string;
}

/** Part 2 §4: the Google sign-up form only makes sense while a partial sign-up waits; else back to login. */
export function useGooglePartial(): GooglePartial | undefined {
  const navigate = useNavigate();
  const [partial, setPartial] = useState<GooglePartial>();

  useEffect(() => {
    let active = true;
    async function load() {
      const { status } = await getGooglePartialStatus();
      if (status !== 'partial') return navigate('/login', { replace: true });
      const info = await getGooglePartialInfo();
      if (active) setPartial({ email: info.email, firstName: info.firstName, lastName: info.lastName });
    }
    load().catch((error: unknown) => {
      console.error('Could not load the Google sign-up', error);
      if (active) navigate('/login', { replace: true });
    });
    return () => {
      active = false;
    };
  }, [navigate]);

  return partial;
}
