import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { checkEmail, errorMessage, type Persona } from 'api-client';
import { logEvent, useAlert, useApiMutation } from 'shared-ui';

export const EMAIL_REQUIRED_MESSAGE = 'Please enter your email address to continue';
export const EMAIL_REJECTED_MESSAGE = 'Email rejected';

/** Starts sign-up with an e-mail address; the server says which page comes next. */
export function useEmailSignUp(persona: Persona | null) {
  const navigate = useNavigate();
  const alert = useAlert();
  const [error, setError] = useState<string>();
  // Busy while an alert about the address is read.
  const signUp = useApiMutation((email: string) => checkEmail({ email, currentUrl: window.location.href, persona }), {
    onSuccess: async (reply) => {
      if (reply.status === 'email-rejected') await alert(EMAIL_REJECTED_MESSAGE);
      else navigate(reply.nextPage);
    },
    onError: (failure) => alert(errorMessage(failure)),
  });

  function submit(rawEmail: string): void {
    const email = rawEmail.trim();
    if (!email) {
      setError(EMAIL_REQUIRED_MESSAGE);
      return;
    }
    setError(undefined);
    logEvent({ eventType: 'other', funnelName: 'onboarding', funnelStep: 'email-entry:sign-up', persona });
    signUp.mutate(email);
  }

  return { submit, error, busy: signUp.isPending };
}
