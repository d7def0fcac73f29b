import { useState, type MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSession } from 'shared-ui/start-up';
import { trackEvent } from '../../analytics/track-event';
import type { MarketingPersona } from '../../content/content.types';
import { FUNNEL_OF_DESTINATION, loggedInDestination } from './persona-destination';

/**
 * The persona card call-to-action. The card is a real link to onboarding with the persona (what a
 * visitor gets, and what works without JavaScript); a signed-in user is routed to train, gen or packs.
 */
export function usePersonaCta() {
  const navigate = useNavigate();
  const { session, refreshSession } = useSession();
  const [busy, setBusy] = useState<MarketingPersona | null>(null);

  async function onClick(event: MouseEvent<HTMLAnchorElement>, persona: MarketingPersona, visitorHref: string) {
    // Modified clicks open the link's own target in a new tab, as links should.
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    event.preventDefault();
    if (busy) return;
    setBusy(persona);
    const loggedIn =
      session.status === 'unknown' ? (await refreshSession()) === 'logged-in' : session.status === 'logged-in';
    if (!loggedIn) {
      trackEvent({ eventType: 'conversion', funnelName: 'onboarding', funnelStep: 'landing:persona-card', persona });
      setBusy(null);
      navigate(visitorHref);
      return;
    }
    const destination = await loggedInDestination();
    trackEvent({
      eventType: 'conversion',
      funnelName: FUNNEL_OF_DESTINATION[destination],
      funnelStep: 'landing:persona-card',
      persona,
      metadata: { destination },
    });
    setBusy(null);
    navigate(destination);
  }

  return { busy, onClick };
}
