import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { onUnauthorized } from 'api-client/runtime';
import { loginPath, useSession } from 'shared-ui/start-up';

/** Any 401 answer sends the user to login, with the way back, unless they are already there. */
export function useUnauthorizedRedirect(): void {
  const navigate = useNavigate();
  const location = useLocation();
  const { setLoggedOut } = useSession();
  // The handler outlives renders; it must read where the user is now, not where they were.
  const current = useRef(location);
  current.current = location;

  useEffect(() => {
    onUnauthorized(() => {
      const { pathname, search } = current.current;
      if (pathname === '/login') return;
      setLoggedOut();
      navigate(loginPath(pathname + search));
    });
    return () => onUnauthorized(undefined);
  }, [navigate, setLoggedOut]);
}
