import { useState } from 'react';
import { errorMessage, resetRateLimitedMessage, resetSentMessage, startResetPassword } from 'api-client';

export const RESET_EMAIL_REQUIRED_MESSAGE = 'Please enter your email address';

export interface ResetRequestOutcome {
  tone: 'success' | 'error';
  message: string;
}

/** A reset request's outcome: success and rate-limited have their own text; other statuses are shown as they are. */
function outcomeOf(status: string, email: string): ResetRequestOutcome {
  if (status === 'success') return { tone: 'success', message: resetSentMessage(email) };
  if (status === 'rate-limited') return { tone: 'error', message: resetRateLimitedMessage };
  return { tone: 'error', message: status };
}

export function useResetRequest() {
  const [outcome, setOutcome] = useState<ResetRequestOutcome>();
  const [busy, setBusy] = useState(false);

  async function submit(rawEmail: string): Promise<void> {
    const email = rawEmail.trim();
    if (!email) {
      setOutcome({ tone: 'error', message: RESET_EMAIL_REQUIRED_MESSAGE });
      return;
    }
    setBusy(true);
    try {
      const reply = await startResetPassword({ email });
      setOutcome(outcomeOf(reply.status, email));
    } catch (err) {
      setOutcome({ tone: 'error', message: errorMessage(err) });
    } finally {
      setBusy(false);
    }
  }

  return { submit, outcome, busy };
}
