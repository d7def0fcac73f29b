import { useEffect, useRef, useState } from 'react';
import { runtimeSettings, type Persona } from 'api-client';
import { loadGoogleIdentity } from '../google-identity';
import { useGoogleCredentialHandler } from '../hooks/use-google-credential-handler';
import { GoogleSignInButton } from './google-sign-in-button';

interface GoogleOneTapProps {
  onLoggedIn: () => Promise<void>;
  persona: Persona | null;
}

/**
 * Offers Google's one-tap prompt; when it is not displayed or skipped, the alternative Google sign-in
 * button appears instead. Nothing without a client id.
 */
export function GoogleOneTap({ onLoggedIn, persona }: GoogleOneTapProps) {
  const clientId = runtimeSettings().googleClientId;
  const [popupFailed, setPopupFailed] = useState(false);
  const handleCredential = useGoogleCredentialHandler(onLoggedIn, persona);
  const latestHandler = useRef(handleCredential);
  latestHandler.current = handleCredential;

  useEffect(() => {
    if (!clientId) return;
    let cancelled = false;
    loadGoogleIdentity()
      .then((google) => {
        if (cancelled) return;
        google.initialize({ client_id: clientId, callback: (response) => void latestHandler.current(response.credential) });
        google.prompt((notification) => {
          if (!cancelled && (notification.isNotDisplayed() || notification.isSkippedMoment())) setPopupFailed(true);
        });
      })
      .catch((error: unknown) => console.error(error));
    return () => {
      cancelled = true;
    };
  }, [clientId]);

  if (!clientId || !popupFailed) return null;
  return <GoogleSignInButton onLoggedIn={onLoggedIn} persona={persona} />;
}
