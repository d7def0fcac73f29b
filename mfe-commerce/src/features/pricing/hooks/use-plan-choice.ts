import { useCallback, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { createCheckoutSession, type Package, priceToNumber } from 'api-client';
import { logEvent, loginPath, useSession } from 'shared-ui';
import { useCheckout } from '../../../lib/checkout/use-checkout';
import { planAction, type PlanChange } from '../plan-choice';

export interface PendingChange {
  from: Package;
  to: Package;
  change: PlanChange;
}

/**
 * Choosing a subscription plan: logged out → login and back; the current plan does nothing;
 * another plan while subscribed → the compare dialog first; otherwise straight to checkout.
 */
export function usePlanChoice(plans: readonly Package[]) {
  const navigate = useNavigate();
  const location = useLocation();
  const { session, refreshSession } = useSession();
  const { pendingKey, startCheckout } = useCheckout();
  const [pendingChange, setPendingChange] = useState<PendingChange | null>(null);

  const checkout = useCallback(
    (plan: Package, isUpgrade: boolean) => {
      const priceUsd = priceToNumber(plan.Price);
      return startCheckout(plan.Reference, { purchaseType: 'subscription', reference: plan.Reference, priceUsd }, () =>
        createCheckoutSession({
          subscriptionPlanReference: plan.Reference,
          purchaseType: 'subscription',
          priceUsd,
          isUpgrade,
          originatingPagePath: location.pathname,
        }),
      );
    },
    [location.pathname, startCheckout],
  );

  const choose = useCallback(
    async (plan: Package) => {
      logEvent({
        eventType: 'conversion',
        funnelName: 'pricing',
        funnelStep: 'plan-selected',
        metadata: { reference: plan.Reference, price: plan.Price },
      });
      const status = session.status === 'unknown' ? await refreshSession() : session.status;
      const action = planAction(plan, plans, status === 'logged-in');
      if (action.kind === 'login') navigate(loginPath(location.pathname + location.search));
      else if (action.kind === 'change') setPendingChange({ from: action.from, to: plan, change: action.change });
      else if (action.kind === 'checkout') await checkout(plan, false);
    },
    [checkout, location.pathname, location.search, navigate, plans, refreshSession, session.status],
  );

  const confirmChange = useCallback(async () => {
    if (!pendingChange) return;
    await checkout(pendingChange.to, pendingChange.change.isUpgrade);
  }, [checkout, pendingChange]);

  const cancelChange = useCallback(() => setPendingChange(null), []);

  return { pendingKey, choose, pendingChange, confirmChange, cancelChange };
}
