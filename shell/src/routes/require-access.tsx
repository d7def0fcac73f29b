import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { LoadingView, loginPath, useSession } from 'shared-ui/start-up';
import type { RouteAccess } from './route-table';
import { useIsAdmin } from './use-is-admin';

function RequireAdmin({ children }: { children: ReactNode }) {
  const check = useIsAdmin();
  if (check === 'checking') return <LoadingView />;
  if (check === 'not-admin') return <Navigate to="/" replace />;
  return children;
}

/** Protected routes wait for the session, then send logged-out visitors to login with a way back. */
export function RequireAccess({ access, children }: { access: RouteAccess; children: ReactNode }) {
  const { session } = useSession();
  const location = useLocation();
  if (access === 'public') return children;
  if (session.status === 'unknown') return <LoadingView />;
  if (session.status === 'logged-out') {
    return <Navigate to={loginPath(location.pathname + location.search)} replace />;
  }
  return access === 'admin' ? <RequireAdmin>{children}</RequireAdmin> : children;
}
