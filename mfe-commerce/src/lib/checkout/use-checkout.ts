import { useCallback, useState } from 'react';
import { ApiError, CHECKOUT_SESSION_FAILED_MESSAGE, errorMessage } from 'api-client';
import { logEvent, useSnackbar } from 'shared-ui';
import { redirectBrowser } from './browser-redirect';
import { initiatePurchaseFailedMessage, paymentRedirectFailedMessage } from './checkout-messages';

export interface CheckoutAnalytics {
  purchaseType: 'subscription' | 'payg' | 'photo-pack';
  reference: string;
  priceUsd: number | null;
}

/**
 * Creates a checkout session and sends the browser to its URL. `pendingKey` names the purchase in flight
 * (a plan reference, a bundle size) so only its button spins; it stays set while the browser leaves.
 */
export function useCheckout() {
  const { showSnackbar } = useSnackbar();
  const [pendingKey, setPendingKey] = useState<string | null>(null);

  const startCheckout = useCallback(
    async (key: string, analytics: CheckoutAnalytics, createSession: () => Promise<{ url?: string | null }>) => {
      setPendingKey(key);
      logEvent({ eventType: 'conversion', funnelName: 'checkout', funnelStep: 'checkout-started', metadata: { ...analytics } });
      let url: string | null | undefined;
      try {
        url = (await createSession()).url;
      } catch (error) {
        setPendingKey(null);
        // A 401 already sends the user to login (the shell's hook); a snackbar would only flash.
        if (!(error instanceof ApiError && error.httpStatus === 401)) {
          showSnackbar({ message: initiatePurchaseFailedMessage(errorMessage(error)) });
        }
        return;
      }
      if (!url) {
        setPendingKey(null);
        showSnackbar({ message: CHECKOUT_SESSION_FAILED_MESSAGE });
        return;
      }
      try {
        redirectBrowser(url);
      } catch (error) {
        setPendingKey(null);
        showSnackbar({ message: paymentRedirectFailedMessage(errorMessage(error)) });
      }
    },
    [showSnackbar],
  );

  return { pendingKey, startCheckout };
}
