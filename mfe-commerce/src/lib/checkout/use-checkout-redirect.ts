import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { logEvent, loginPath, useSession } from 'shared-ui';
import { useCheckout, type CheckoutAnalytics } from './use-checkout';

/** One thing bought once with money, as the checkout redirect needs it. */
export interface OneTimePurchase {
  /** The pricing funnel step the click records, with what was chosen. */
  selected: { funnelStep: string; metadata: Record<string, string | number> };
  /** Names the purchase in flight so only its button spins. */
  key: string;
  analytics: CheckoutAnalytics;
  createSession: () => Promise<{ url?: string | null }>;
}

/** Describes buying `item` from the page at `originatingPagePath`; a module-level function, so it is stable. */
export type DescribePurchase<T> = (item: T, originatingPagePath: string) => OneTimePurchase;

/**
 * Buying once with money (a pack, a credit bundle): logged-out visitors log in first and come back to the
 * same page; signed-in users go to the payment page.
 */
export function useCheckoutRedirect<T>(describe: DescribePurchase<T>) {
  const navigate = useNavigate();
  const location = useLocation();
  const { session, refreshSession } = useSession();
  const { pendingKey, startCheckout } = useCheckout();

  const buy = useCallback(
    async (item: T) => {
      const purchase = describe(item, location.pathname);
      logEvent({ eventType: 'conversion', funnelName: 'pricing', ...purchase.selected });
      const status = session.status === 'unknown' ? await refreshSession() : session.status;
      if (status !== 'logged-in') {
        navigate(loginPath(location.pathname + location.search));
        return;
      }
      await startCheckout(purchase.key, purchase.analytics, purchase.createSession);
    },
    [describe, location.pathname, location.search, navigate, refreshSession, session.status, startCheckout],
  );

  return { pendingKey, buy };
}
