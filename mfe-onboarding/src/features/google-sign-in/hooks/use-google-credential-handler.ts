import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { googleAuth, type Persona } from 'api-client';
import { useAlert, useSession } from 'shared-ui';

/** Google sign-in's result: logged-in → onLoggedIn; activation-required → google-activate; else alert. */
export function useGoogleCredentialHandler(onLoggedIn: () => Promise<void>, persona: Persona | null) {
  const navigate = useNavigate();
  const alert = useAlert();
  const { refreshSession } = useSession();

  return useCallback(
    async (idToken: string) => {
      try {
        const reply = await googleAuth({ idToken, currentUrl: window.location.href, persona });
        if (reply.status === 'logged-in') {
          await refreshSession();
          await onLoggedIn();
        } else if (reply.status === 'activation-required') {
          navigate('/google-activate');
        } else {
          await alert(reply.status);
        }
      } catch (error) {
        // A failure is only logged: the e-mail form is still there to use.
        console.error('Google sign-in failed', error);
      }
    },
    [alert, navigate, onLoggedIn, persona, refreshSession],
  );
}
