import styled from 'styled-components';
import { REVOKE_SHARE_FAILED_MESSAGE, SHARE_LINK_FAILED_MESSAGE, SHARE_STATUS_FAILED_MESSAGE } from 'api-client';
import { Button, Spinner, Stack, TextField, useCopyText } from 'shared-ui';
import { useShareLink } from '../hooks/use-share-link';
import { COPY_URL_FAILED_MESSAGE, URL_COPIED_MESSAGE } from '../reddit-share';
import {
  CREATE_LINK_LABEL, NOT_SHARED_TEXT, SHARED_TEXT, SHARING_STOPPED_MESSAGE, shareFailureMessage, STOP_SHARING_LABEL,
} from '../share-link';
import { ShareFeedback } from './share-feedback';
import { StopSharingConfirm } from './stop-sharing-confirm';

const COPY_TEXTS = { copied: URL_COPIED_MESSAGE, failed: COPY_URL_FAILED_MESSAGE };

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px 12px;
`;

const Text = styled.p`
  margin: 0;
  overflow-wrap: anywhere;
`;

interface SharedProps {
  link: string;
  /** Focus the Copy button on arrival: the link was just made by the user's click. */
  justMade: boolean;
  share: ReturnType<typeof useShareLink>;
}

/** The photo is shared: its link to copy, and Stop sharing behind a confirmation. */
function SharedLink({ link, justMade, share }: SharedProps) {
  const { copy, copying, result } = useCopyText(COPY_TEXTS);
  return (
    <Stack gap={12}>
      <TextField label="Photo link" value={link} readOnly hint={SHARED_TEXT} onFocus={(event) => event.currentTarget.select()} />
      <Actions>
        <Button loading={copying} onClick={() => void copy(link)} autoFocus={justMade}>
          Copy link
        </Button>
        <StopSharingConfirm busy={share.revoking} onConfirm={share.revoke} triggerLabel={STOP_SHARING_LABEL} />
      </Actions>
      {result && <ShareFeedback ok={result.ok}>{result.text}</ShareFeedback>}
      {share.revokeError !== null && <ShareFeedback ok={false}>{shareFailureMessage(share.revokeError, REVOKE_SHARE_FAILED_MESSAGE)}</ShareFeedback>}
    </Stack>
  );
}

/**
 * Normal share: a public page of the photo that does not expire (docs/generation-and-images.md#sharing-a-photo).
 * Made only when the user asks; its link is shown, copied, and can be revoked.
 */
export function ShareLinkPanel({ fileId }: { fileId: string }) {
  const share = useShareLink(fileId);
  const { state } = share;

  if (state.status === 'loading') return <Spinner label="Checking whether this photo is shared" />;
  if (state.status === 'error') {
    return (
      <Stack gap={8} align="flex-start">
        <ShareFeedback ok={false}>{SHARE_STATUS_FAILED_MESSAGE}</ShareFeedback>
        <Button variant="secondary" onClick={state.retry}>
          Try again
        </Button>
      </Stack>
    );
  }
  if (state.link !== null) return <SharedLink link={state.link} justMade={share.made} share={share} />;
  return (
    <Stack gap={12} align="flex-start">
      {share.revoked && <ShareFeedback ok>{SHARING_STOPPED_MESSAGE}</ShareFeedback>}
      <Text>{NOT_SHARED_TEXT}</Text>
      <Button loading={share.creating} onClick={share.create} autoFocus={share.revoked}>
        {CREATE_LINK_LABEL}
      </Button>
      {share.createError !== null && <ShareFeedback ok={false}>{shareFailureMessage(share.createError, SHARE_LINK_FAILED_MESSAGE)}</ShareFeedback>}
    </Stack>
  );
}
