import { useEffect } from 'react';
import { Outlet } from 'react-router-dom';
import styled from 'styled-components';
import { AlertHost, SnackbarHost, focusRing, theme, useSession } from 'shared-ui/start-up';
import { useUnauthorizedRedirect } from '../session/use-unauthorized-redirect';
import { useConversionParam } from '../analytics/use-conversion-param';
import { usePrefetchNext } from '../remotes/use-prefetch-next';
import { NavBar } from './nav-bar';

const SkipLink = styled.a`
  position: absolute;
  left: 8px;
  top: -48px;
  z-index: 1000;
  padding: 8px 12px;
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surface};
  ${focusRing}
  &:focus { top: 8px; }
`;

/** What every page shares: the nav bar, the session check, the 401 hook, the snackbar and alerts. */
export function ShellLayout() {
  const { refreshSession } = useSession();
  useUnauthorizedRedirect();
  useConversionParam();
  usePrefetchNext();

  useEffect(() => {
    void refreshSession();
  }, [refreshSession]);

  return (
    <>
      <SkipLink href="#content">Skip to content</SkipLink>
      <NavBar />
      <div id="content">
        <Outlet />
      </div>
      <SnackbarHost />
      <AlertHost />
    </>
  );
}
