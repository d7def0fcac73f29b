import { useState } from 'react';
import { LOGIN_FAILED_MESSAGE, errorMessage, login } from 'api-client';
import { useApiMutation, useSession } from 'shared-ui';
import { prehash } from '../../../lib/prehash';

export const LOGIN_REQUIRED_MESSAGE = 'Please provide an email and password';

/** Signs in with e-mail and password; `onLoggedIn` runs once the session says logged-in. */
export function useLogin(onLoggedIn: () => Promise<void>) {
  const { refreshSession } = useSession();
  const [error, setError] = useState<string>();
  // Signed in means the session knows it and the next page has opened: a failure anywhere reads the same.
  const signIn = useApiMutation(
    async ({ email, password }: { email: string; password: string }) => {
      const reply = await login({ email, password: await prehash(password) });
      if (reply.status !== 'logged-in') return false;
      await refreshSession();
      await onLoggedIn();
      return true;
    },
    {
      onSuccess: (loggedIn) => {
        if (!loggedIn) setError(LOGIN_FAILED_MESSAGE);
      },
      onError: (failure) => setError(errorMessage(failure)),
    },
  );

  function submit(rawEmail: string, rawPassword: string): void {
    const email = rawEmail.trim();
    const password = rawPassword.trim();
    if (!email || !password) {
      setError(LOGIN_REQUIRED_MESSAGE);
      return;
    }
    setError(undefined);
    signIn.mutate({ email, password });
  }

  return { submit, error, busy: signIn.isPending };
}
