import { useCallback } from 'react';
import { ApiError, CHECKOUT_SESSION_FAILED_MESSAGE, errorMessage } from 'api-client';
import { logEvent, useApiMutation, useSnackbar } from 'shared-ui';
import { redirectBrowser } from './browser-redirect';
import { initiatePurchaseFailedMessage, paymentRedirectFailedMessage } from './checkout-messages';

export interface CheckoutAnalytics {
  purchaseType: 'subscription' | 'payg' | 'photo-pack';
  reference: string;
  priceUsd: number | null;
}

interface CheckoutRun {
  key: string;
  analytics: CheckoutAnalytics;
  createSession: () => Promise<{ url?: string | null }>;
}

/** The browser is on its way to the payment page, or why it is not. */
type CheckoutEnd = { left: true } | { left: false; message: string };

async function checkoutAndLeave({ analytics, createSession }: CheckoutRun): Promise<CheckoutEnd> {
  logEvent({ eventType: 'conversion', funnelName: 'checkout', funnelStep: 'checkout-started', metadata: { ...analytics } });
  const { url } = await createSession();
  if (!url) return { left: false, message: CHECKOUT_SESSION_FAILED_MESSAGE };
  try {
    redirectBrowser(url);
    return { left: true };
  } catch (error) {
    return { left: false, message: paymentRedirectFailedMessage(errorMessage(error)) };
  }
}

/**
 * Creates a checkout session and sends the browser to its URL. `pendingKey` names the purchase in flight
 * (a plan reference, a bundle size) so only its button spins; it stays set while the browser leaves.
 */
export function useCheckout() {
  const { showSnackbar } = useSnackbar();
  const checkout = useApiMutation(checkoutAndLeave, {
    onSuccess: (end) => {
      if (!end.left) showSnackbar({ message: end.message });
    },
    onError: (error) => {
      // A 401 already sends the user to login (the shell's hook); a snackbar would only flash.
      if (error instanceof ApiError && error.httpStatus === 401) return;
      showSnackbar({ message: initiatePurchaseFailedMessage(errorMessage(error)) });
    },
  });

  const { mutateAsync } = checkout;
  const startCheckout = useCallback(
    (key: string, analytics: CheckoutAnalytics, createSession: CheckoutRun['createSession']) =>
      mutateAsync({ key, analytics, createSession }).then(
        () => undefined,
        () => undefined,
      ),
    [mutateAsync],
  );
  const leaving = checkout.status === 'success' && checkout.data.left;
  const pendingKey = checkout.isPending || leaving ? (checkout.variables?.key ?? null) : null;
  return { pendingKey, startCheckout };
}
