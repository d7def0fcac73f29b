import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { postLoginPath } from '../post-login-path';

/** Navigates to where a user goes after signing in (the login page's `r`, else by purchases). */
export function usePostLoginRedirect(): () => Promise<void> {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const r = params.get('r');
  return useCallback(async () => {
    navigate(await postLoginPath(r), { replace: true });
  }, [navigate, r]);
}
