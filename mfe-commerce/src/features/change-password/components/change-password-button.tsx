import { useState } from 'react';
import { CHANGE_PASSWORD_SENT_MESSAGE, changePassword, errorMessage, resetRateLimitedMessage } from 'api-client';
import { Banner, Button, Stack, useAlert } from 'shared-ui';

/** E-mails a change-password link; the page says so instead of changing anything here. */
export function ChangePasswordButton() {
  const alert = useAlert();
  const [busy, setBusy] = useState(false);
  const [sentMessage, setSentMessage] = useState<string>();

  async function requestLink() {
    setBusy(true);
    try {
      const reply = await changePassword();
      // The link is a password reset link, so the reset's 30-minute limit text applies.
      setSentMessage(reply.status === 'success' ? CHANGE_PASSWORD_SENT_MESSAGE : resetRateLimitedMessage);
    } catch (error) {
      await alert(errorMessage(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Stack gap={12} align="flex-start">
      <Button variant="secondary" loading={busy} onClick={() => void requestLink()}>
        Change password
      </Button>
      {sentMessage && <Banner tone={sentMessage === CHANGE_PASSWORD_SENT_MESSAGE ? 'success' : 'warning'}>{sentMessage}</Banner>}
    </Stack>
  );
}
