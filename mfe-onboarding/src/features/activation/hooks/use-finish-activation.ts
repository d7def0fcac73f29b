import { useNavigate } from 'react-router-dom';
import type { Persona } from 'api-client';
import { useAlert, useSession } from 'shared-ui';
import { activatedOnboardingPath } from '../../../lib/persona-param';

export const BAD_CODE_MESSAGE = 'Bad code';
export const ACTIVATION_FAILED_MESSAGE = 'Activation failed';

/** What happens after activation answers (same for e-mail and Google sign-up). See docs/accounts.md#activation. */
export function useFinishActivation() {
  const navigate = useNavigate();
  const alert = useAlert();
  const { refreshSession } = useSession();

  async function finish(reply: { status: string; persona: Persona | null }): Promise<void> {
    if (reply.status === 'activated') {
      await refreshSession();
      navigate(activatedOnboardingPath(reply.persona));
    } else if (reply.status === 'bad-code') {
      await alert(BAD_CODE_MESSAGE);
      navigate('/login');
    } else {
      // google "no-partial": the Google sign-up expired; signing in again starts it over.
      navigate('/login');
    }
  }

  async function fail(error: unknown): Promise<void> {
    console.error('Activation failed', error);
    await alert(ACTIVATION_FAILED_MESSAGE);
  }

  return { finish, fail };
}
