import styled from 'styled-components';
import { Button, Card, theme } from 'shared-ui/start-up';
import type { VersionMismatch } from './version-mismatch';

export const REMOTE_LOAD_FAILED_MESSAGE = 'This part of the site could not be loaded';
export const REMOTE_VERSION_MISMATCH_MESSAGE = 'This part of the site was built for another version of the site and cannot run here';

const Box = styled(Card)`
  max-width: 480px;
  margin: 48px auto;
  text-align: center;
`;

const Message = styled.p`
  margin: 0 0 20px;
  color: ${theme.colors.text};
  font-size: 17px;
`;

const Detail = styled.p`
  margin: -8px 0 20px;
  color: ${theme.colors.textMuted};
  font-size: 14px;
`;

/** "marketing needs shared-ui >=1.0.0 <2.0.0; this site has 0.1.0": what the operator must fix. */
export function mismatchDetail({ remote, pkg, required, loaded }: VersionMismatch): string {
  return `${remote} needs ${pkg} ${required}; this site has ${loaded}.`;
}

interface Props {
  onRetry: () => void;
  compact?: boolean;
  /** A version mismatch cannot pass by retrying: only a page load after the remotes map is fixed can. */
  mismatch?: VersionMismatch | null;
}

export function RemoteErrorView({ onRetry, compact = false, mismatch = null }: Props) {
  return (
    // data-remote-error: what deploy:remote's smoke check looks for (deploy/remote-deploy/smoke.mjs).
    <Box role="alert" data-remote-error="" style={compact ? { margin: '16px 0' } : undefined}>
      <Message>{mismatch ? REMOTE_VERSION_MISMATCH_MESSAGE : REMOTE_LOAD_FAILED_MESSAGE}</Message>
      {mismatch && <Detail>{mismatchDetail(mismatch)}</Detail>}
      {mismatch ? (
        <Button onClick={() => window.location.reload()}>Reload page</Button>
      ) : (
        <Button onClick={onRetry}>Retry</Button>
      )}
    </Box>
  );
}
