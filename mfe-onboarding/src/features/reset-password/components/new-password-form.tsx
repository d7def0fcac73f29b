import { useState, type FormEvent } from 'react';
import { Button, Stack, TextField } from 'shared-ui';
import { newPasswordErrors, type NewPasswordErrors } from '../../../lib/password-rules';

interface NewPasswordFormProps {
  /** Receives the clear-text password once it meets the rules and is confirmed. */
  onSubmit: (password: string) => void;
  /** The page is sending it: the button spins. */
  busy: boolean;
}

export function NewPasswordForm({ onSubmit, busy }: NewPasswordFormProps) {
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [errors, setErrors] = useState<NewPasswordErrors>({});

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const found = newPasswordErrors(password, confirmPassword);
    setErrors(found);
    if (found.password || found.confirmPassword) return;
    onSubmit(password);
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
