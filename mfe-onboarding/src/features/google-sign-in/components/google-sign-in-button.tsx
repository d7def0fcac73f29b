import { useEffect, useRef } from 'react';
import { runtimeSettings, type Persona } from 'api-client';
import { loadGoogleIdentity } from '../google-identity';
import { useGoogleCredentialHandler } from '../hooks/use-google-credential-handler';

interface GoogleSignInButtonProps {
  onLoggedIn: () => Promise<void>;
  persona?: Persona | null;
}

/** Google's own button; renders nothing when this deployment has no Google client id. */
export function GoogleSignInButton({ onLoggedIn, persona = null }: GoogleSignInButtonProps) {
  const clientId = runtimeSettings().googleClientId;
  const host = useRef<HTMLDivElement>(null);
  const handleCredential = useGoogleCredentialHandler(onLoggedIn, persona);
  // Google keeps the first callback it is given; a ref lets it always reach the latest handler.
  const latestHandler = useRef(handleCredential);
  latestHandler.current = handleCredential;

  useEffect(() => {
    if (!clientId) return;
    let cancelled = false;
    loadGoogleIdentity()
      .then((google) => {
        if (cancelled || !host.current) return;
        google.initialize({
          client_id: clientId,
          callback: (response) => void latestHandler.current(response.credential),
        });
        google.renderButton(host.current, { type: 'standard', theme: 'outline', size: 'large', text: 'continue_with', width: 320 });
      })
      .catch((error: unknown) => console.error(error));
    return () => {
      cancelled = true;
    };
  }, [clientId]);

  if (!clientId) return null;
  return <div ref={host} data-testid="google-sign-in" />;
}
