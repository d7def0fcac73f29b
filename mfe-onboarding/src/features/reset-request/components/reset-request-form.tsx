import { useState, type FormEvent } from 'react';
import { Banner, Button, EmailField, Stack } from 'shared-ui';
import { useResetRequest } from '../hooks/use-reset-request';

interface ResetRequestFormProps {
  initialEmail: string;
  onBack: () => void;
}

/** Asks for the e-mail address that should receive a reset-password link. */
export function ResetRequestForm({ initialEmail, onBack }: ResetRequestFormProps) {
  const [email, setEmail] = useState(initialEmail);
  const { submit, outcome, busy } = useResetRequest();

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    void submit(email);
  }

  return (
    <form onSubmit={handleSubmit} noValidate aria-label="Reset password">
      <Stack gap={16}>
        <p>Enter your email address and we will send you a link to choose a new password.</p>
        <EmailField
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
        {outcome && <Banner tone={outcome.tone}>{outcome.message}</Banner>}
        <Button type="submit" loading={busy} fullWidth>
          Send reset link
        </Button>
        <Button variant="text" onClick={onBack}>
          Back to log in
        </Button>
      </Stack>
    </form>
  );
}
