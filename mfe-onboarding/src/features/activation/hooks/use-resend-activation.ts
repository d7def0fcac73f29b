import { useNavigate } from 'react-router-dom';
import { checkEmail } from 'api-client';
import { useApiMutation } from 'shared-ui';

// The funnel's words for the same answers of check-email (email-entry feature).
export const RESEND_EMAIL_REQUIRED_MESSAGE = 'Please enter your email address to continue';
export const RESEND_EMAIL_REJECTED_MESSAGE = 'Email rejected';

/**
 * A new activation link by check-email, the sign-up call itself: the same per-client and per-address
 * limits, and no more said about the address than sign-up says. Like sign-up it moves on to the page the
 * server names (/email-verify, or /login for an address that is active by now); `rejected` stays here.
 */
export function useResendActivation() {
  const navigate = useNavigate();
  const request = useApiMutation((email: string) => checkEmail({ email, currentUrl: window.location.href, persona: null }), {
    onSuccess: (reply) => {
      if (reply.status !== 'email-rejected') navigate(reply.nextPage);
    },
  });
  const rejected = request.status === 'success' && request.data.status === 'email-rejected';
  return { send: request.mutate, busy: request.isPending, rejected, error: request.status === 'error' ? request.error : undefined };
}
