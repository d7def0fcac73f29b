import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { Persona } from 'api-client';
import { Page, usePageMeta } from 'shared-ui';
import { EmailEntrySlide } from '../features/email-entry/components/email-entry-slide';
import { FunnelView } from '../features/funnel/components/funnel-view';
import { funnelSlides } from '../features/funnel/content/slides';
import { GoogleOneTap } from '../features/google-sign-in/components/google-one-tap';
import { PreviewStep } from '../features/preview/components/preview-step';
import { usePostLoginRedirect } from '../features/post-login-redirect/hooks/use-post-login-redirect';
import { decodePersonaParam } from '../lib/persona-param';

/** The onboarding funnel: the slides before sign-up, or after activation the free preview and the pack slides. */
export default function OnboardingPage() {
  usePageMeta({
    title: 'Get started',
    description: 'Create your personal AI model from a few selfies and get professional photos of yourself.',
  });
  const [params] = useSearchParams();
  const personaFromUrl = decodePersonaParam(params.get('persona'));
  // The gen page sends `activated=true`, activation sends `activated=1`.
  const activated = ['1', 'true'].includes(params.get('activated') ?? '');
  // Decided once: answering the question must not remove it and renumber the slides under the visitor.
  const [askPersona] = useState(() => !personaFromUrl && !activated);
  const [chosen, setChosen] = useState<Persona | null>(null);
  const persona = personaFromUrl ?? chosen;
  const slides = funnelSlides({ persona: persona ?? 'unknown', askPersona, activated });
  const redirectAfterLogin = usePostLoginRedirect();

  return (
    <Page narrow>
      <FunnelView
        slides={slides}
        persona={persona}
        onPersonaChosen={setChosen}
        emailEntry={
          <EmailEntrySlide persona={persona} alternative={<GoogleOneTap onLoggedIn={redirectAfterLogin} persona={persona} />} />
        }
        preview={(step) => <PreviewStep {...step} persona={persona} />}
      />
    </Page>
  );
}
