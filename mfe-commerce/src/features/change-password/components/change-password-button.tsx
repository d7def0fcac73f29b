import { useState } from 'react';
import { CHANGE_PASSWORD_SENT_MESSAGE, changePassword, errorMessage, resetRateLimitedMessage } from 'api-client';
import { Banner, Button, Stack, useAlert, useApiMutation } from 'shared-ui';

/** E-mails a change-password link; the page says so instead of changing anything here. */
export function ChangePasswordButton() {
  const alert = useAlert();
  const [sentMessage, setSentMessage] = useState<string>();
  const request = useApiMutation(changePassword, {
    // The link is a password reset link, so the reset's 30-minute limit text applies.
    onSuccess: (reply) => setSentMessage(reply.status === 'success' ? CHANGE_PASSWORD_SENT_MESSAGE : resetRateLimitedMessage),
    onError: (error) => alert(errorMessage(error)),
  });

  return (
    <Stack gap={12} align="flex-start">
      <Button variant="secondary" loading={request.isPending} onClick={() => request.mutate()}>
        Change password
      </Button>
      {sentMessage && <Banner tone={sentMessage === CHANGE_PASSWORD_SENT_MESSAGE ? 'success' : 'warning'}>{sentMessage}</Banner>}
    </Stack>
  );
}
