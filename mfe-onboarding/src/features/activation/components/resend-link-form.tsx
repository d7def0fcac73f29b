import { useState, type FormEvent } from 'react';
import { errorMessage } from 'api-client';
import { Banner, Button, EmailField, Stack } from 'shared-ui';
import { RESEND_EMAIL_REJECTED_MESSAGE, RESEND_EMAIL_REQUIRED_MESSAGE, useResendActivation } from '../hooks/use-resend-activation';

export const SEND_NEW_LINK_LABEL = 'Send a new link';

/** The address sign-up used, for a new activation link (check-email: docs/accounts.md#activation-links). */
export function ResendLinkForm() {
  const [email, setEmail] = useState('');
  const [missing, setMissing] = useState(false);
  const { send, busy, rejected, error } = useResendActivation();

  function submit(event: FormEvent) {
    event.preventDefault();
    const trimmed = email.trim();
    setMissing(trimmed === '');
    if (trimmed !== '') send(trimmed);
  }

  const fieldError = missing ? RESEND_EMAIL_REQUIRED_MESSAGE : rejected ? RESEND_EMAIL_REJECTED_MESSAGE : undefined;
  return (
    <form onSubmit={submit} noValidate aria-label="Get a new activation link">
      <Stack gap={16}>
        <EmailField
          value={email}
          error={fieldError}
          hint="The address you signed up with."
          onChange={(e) => setEmail(e.target.value)}
        />
        {/* A refusal (too many e-mails to this address, or from here) says why and when to try again. */}
        {error !== undefined && <Banner tone="error">{errorMessage(error)}</Banner>}
        <Button type="submit" fullWidth loading={busy}>
          {SEND_NEW_LINK_LABEL}
        </Button>
      </Stack>
    </form>
  );
}
