import { useState, type FormEvent } from 'react';
import { Banner, Button, EmailField, Stack, TextField } from 'shared-ui';
import { useLogin } from '../hooks/use-login';

interface LoginFormProps {
  initialEmail: string;
  onLoggedIn: () => Promise<void>;
  onEmailChange?: (email: string) => void;
}

export function LoginForm({ initialEmail, onLoggedIn, onEmailChange }: LoginFormProps) {
  const [email, setEmail] = useState(initialEmail);
  const [password, setPassword] = useState('');
  const { submit, error, busy } = useLogin(onLoggedIn);

  // A real form: Enter in either field submits, and password managers recognise it.
  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    void submit(email, password);
  }

  return (
    <form onSubmit={handleSubmit} noValidate aria-label="Log in">
      <Stack gap={16}>
        <EmailField
          value={email}
          onChange={(e) => {
            setEmail(e.target.value);
            onEmailChange?.(e.target.value);
          }}
        />
        <TextField
          label="Password"
          type="password"
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        {error && <Banner tone="error">{error}</Banner>}
        <Button type="submit" loading={busy} fullWidth>
          Log in
        </Button>
      </Stack>
    </form>
  );
}
