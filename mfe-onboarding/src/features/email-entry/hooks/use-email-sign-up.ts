import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { checkEmail, errorMessage, type Persona } from 'api-client';
import { logEvent, useAlert } from 'shared-ui';

export const EMAIL_REQUIRED_MESSAGE = 'Please enter your email address to continue';
export const EMAIL_REJECTED_MESSAGE = 'Email rejected';

/** Starts sign-up with an e-mail address; the server says which page comes next. */
export function useEmailSignUp(persona: Persona | null) {
  const navigate = useNavigate();
  const alert = useAlert();
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  async function submit(rawEmail: string): Promise<void> {
    const email = rawEmail.trim();
    if (!email) {
      setError(EMAIL_REQUIRED_MESSAGE);
      return;
    }
    setError(undefined);
    setBusy(true);
    logEvent({ eventType: 'other', funnelName: 'onboarding', funnelStep: 'email-entry:sign-up', persona });
    try {
      const reply = await checkEmail({ email, currentUrl: window.location.href, persona });
      if (reply.status === 'email-rejected') await alert(EMAIL_REJECTED_MESSAGE);
      else navigate(reply.nextPage);
    } catch (err) {
      await alert(errorMessage(err));
    } finally {
      setBusy(false);
    }
  }

  return { submit, error, busy };
}
