import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { createCheckoutSession, type Package } from 'api-client';
import { logEvent, loginPath, useSession } from 'shared-ui';
import { useCheckout } from '../../../lib/checkout/use-checkout';
import { priceToNumber } from '../../../lib/price';

/** Buying a credit bundle once; logged-out visitors log in first and come back. */
export function usePaygCheckout() {
  const navigate = useNavigate();
  const location = useLocation();
  const { session, refreshSession } = useSession();
  const { pendingKey, startCheckout } = useCheckout();

  const buy = useCallback(
    async (bundle: Package) => {
      logEvent({ eventType: 'conversion', funnelName: 'pricing', funnelStep: 'payg-selected', metadata: { credits: bundle.Credits, price: bundle.Price } });
      const status = session.status === 'unknown' ? await refreshSession() : session.status;
      if (status !== 'logged-in') {
        navigate(loginPath(location.pathname + location.search));
        return;
      }
      const priceUsd = priceToNumber(bundle.Price);
      await startCheckout(String(bundle.Credits), { purchaseType: 'payg', reference: bundle.Reference, priceUsd }, () =>
        createCheckoutSession({ purchaseType: 'payg', credits: bundle.Credits, priceUsd, originatingPagePath: location.pathname }),
      );
    },
    [location.pathname, location.search, navigate, refreshSession, session.status, startCheckout],
  );

  return { pendingKey, buy };
}
