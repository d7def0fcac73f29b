import { useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { Button, decodeBase64Param, useSession } from 'shared-ui';

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

/**
 * Home (the decoded r, else /), for logged-out visitors of the purchase pages. The spec's Log in beside it is
 * the site's own, in the navigation bar above (which brings the visitor back here): one Log in per page.
 */
export function VisitorLinks() {
  const { session } = useSession();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  if (session.status !== 'logged-out') return null;
  return (
    <Bar aria-label="Visitor">
      <Button variant="secondary" onClick={() => navigate(homePath(params.get('r')))}>
        Home
      </Button>
    </Bar>
  );
}
