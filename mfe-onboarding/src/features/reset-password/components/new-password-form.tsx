import { useState, type FormEvent } from 'react';
import { Button, Stack, TextField } from 'shared-ui';
import { newPasswordErrors, type NewPasswordErrors } from '../../../lib/password-rules';

interface NewPasswordFormProps {
  /** Receives the clear-text password once it meets the rules and is confirmed. */
  onSubmit: (password: string) => Promise<void>;
}

export function NewPasswordForm({ onSubmit }: NewPasswordFormProps) {
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [errors, setErrors] = useState<NewPasswordErrors>({});
  const [busy, setBusy] = useState(false);

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const found = newPasswordErrors(password, confirmPassword);
    setErrors(found);
    if (found.password || found.confirmPassword) return;
    setBusy(true);
    try {
      await onSubmit(password);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={handleSubmit} noValidate aria-label="Choose a new password">
      <Stack gap={16}>
        <TextField
          label="New password"
          type="password"
          autoComplete="new-password"
          value={password}
          error={errors.password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <TextField
          label="Confirm new password"
          type="password"
          autoComplete="new-password"
          value={confirmPassword}
          error={errors.confirmPassword}
          onChange={(e) => setConfirmPassword(e.target.value)}
        />
        <Button type="submit" fullWidth loading={busy}>
          Set new password
        </Button>
      </Stack>
    </form>
  );
}
