import { useState } from 'react';
import { errorMessage, resetRateLimitedMessage, resetSentMessage, startResetPassword } from 'api-client';
import { useApiMutation } from 'shared-ui';

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
  const request = useApiMutation((email: string) => startResetPassword({ email }), {
    onSuccess: (reply, email) => setOutcome(outcomeOf(reply.status, email)),
    onError: (error) => setOutcome({ tone: 'error', message: errorMessage(error) }),
  });

  function submit(rawEmail: string): void {
    const email = rawEmail.trim();
    if (!email) setOutcome({ tone: 'error', message: RESET_EMAIL_REQUIRED_MESSAGE });
    else request.mutate(email);
  }

  return { submit, outcome, busy: request.isPending };
}
