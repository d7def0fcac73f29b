import { randomBytes } from 'node:crypto';
import { API_PREFIX } from 'api-client';
import type { CheckoutRequest, CheckoutSession, PaymentProvider } from './payment-provider.js';

export const TEST_CHECKOUT_PATH = `${API_PREFIX}/test-checkout`;

/**
 * The built-in test checkout: the "payment page" is ours (test-checkout.module.ts) and its Pay
 * button is this provider's payment event. Subscriptions live only in our own tables.
 */
export function createLocalPaymentProvider(): PaymentProvider {
  return {
    name: 'local',
    async createCheckout(request: CheckoutRequest): Promise<CheckoutSession> {
      const sessionId = `lcs_${randomBytes(18).toString('base64url')}`;
      return { sessionId, url: `${request.apiOrigin}${TEST_CHECKOUT_PATH}/${sessionId}` };
    },
    resumeCheckout: async (sessionId: string, apiOrigin: string) => `${apiOrigin}${TEST_CHECKOUT_PATH}/${sessionId}`,
    changePlan: async () => null,
    cancelAtPeriodEnd: async () => null,
    cancelNow: async () => undefined,
    // No money moved: the test checkout's records are all there is.
    refundSubscription: async () => undefined,
  };
}
