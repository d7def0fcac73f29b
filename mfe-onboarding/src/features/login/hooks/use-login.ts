import { useState } from 'react';
import { LOGIN_FAILED_MESSAGE, errorMessage, login } from 'api-client';
import { useSession } from 'shared-ui';
import { prehash } from '../../../lib/prehash';

export const LOGIN_REQUIRED_MESSAGE = 'Please provide an email and password';

/** Signs in with e-mail and password; `onLoggedIn` runs once the session says logged-in. */
export function useLogin(onLoggedIn: () => Promise<void>) {
  const { refreshSession } = useSession();
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  async function submit(rawEmail: string, rawPassword: string): Promise<void> {
    const email = rawEmail.trim();
    const password = rawPassword.trim();
    if (!email || !password) {
      setError(LOGIN_REQUIRED_MESSAGE);
      return;
    }
    setError(undefined);
    setBusy(true);
    try {
      const reply = await login({ email, password: await prehash(password) });
      if (reply.status !== 'logged-in') {
        setError(LOGIN_FAILED_MESSAGE);
        return;
      }
      await refreshSession();
      await onLoggedIn();
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setBusy(false);
    }
  }

  return { submit, error, busy };
}
