import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { checkoutPhotoPack, type PhotoPack } from 'api-client';
import { logEvent, loginPath, useSession } from 'shared-ui';
import { useCheckout } from '../../../lib/checkout/use-checkout';
import { priceToNumber } from '../../../lib/price';

/** Buying a pack with money: logged-out visitors log in first and come back to the same page. */
export function usePackCheckout() {
  const navigate = useNavigate();
  const location = useLocation();
  const { session, refreshSession } = useSession();
  const { pendingKey, startCheckout } = useCheckout();

  const buy = useCallback(
    async (pack: PhotoPack) => {
      logEvent({ eventType: 'conversion', funnelName: 'pricing', funnelStep: 'pack-selected', metadata: { reference: pack.Reference, price: pack.Price } });
      const status = session.status === 'unknown' ? await refreshSession() : session.status;
      if (status !== 'logged-in') {
        navigate(loginPath(location.pathname + location.search));
        return;
      }
      const priceUsd = priceToNumber(pack.Price);
      await startCheckout(pack.Reference, { purchaseType: 'photo-pack', reference: pack.Reference, priceUsd }, () =>
        checkoutPhotoPack({ photoPackReference: pack.Reference, priceUsd, originatingPagePath: location.pathname }),
      );
    },
    [location.pathname, location.search, navigate, refreshSession, session.status, startCheckout],
  );

  return { pendingKey, buy };
}
