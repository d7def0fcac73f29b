import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { Button, decodeBase64Param, loginPath, useSession } from 'shared-ui';

const Bar = styled.nav`
  display: flex;
  justify-content: flex-end;
  gap: 8px;
  margin-bottom: -24px;
`;

/** Only a site path may come back from r; anything else goes home. */
export function homePath(r: string | null): string {
  const decoded = decodeBase64Param(r);
  return decoded && decoded.startsWith('/') && !decoded.startsWith('//') ? decoded : '/';
}

/** Home (the decoded r, else /) and Log in, for logged-out visitors of the purchase pages. */
export function VisitorLinks() {
  const { session } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  if (session.status !== 'logged-out') return null;
  return (
    <Bar aria-label="Visitor">
      <Button variant="secondary" onClick={() => navigate(homePath(params.get('r')))}>
        Home
      </Button>
      <Button onClick={() => navigate(loginPath(location.pathname + location.search))}>Log in</Button>
    </Bar>
  );
}
