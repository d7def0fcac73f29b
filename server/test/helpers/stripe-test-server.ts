import { startFakeStripe, type FakeStripe } from '../fakes/fake-stripe.js';
import { startTestServer, type TestServer } from './test-server.js';

/** The site the server sends Stripe's buyers back to (PUBLIC_URL). */
export const STRIPE_TEST_SITE = 'http://site.test';

export interface StripeTestServer {
  stripe: FakeStripe;
  server: TestServer;
  close(): Promise<void>;
}

/** A test server paying through a fresh fake Stripe, whose signed webhooks are delivered to that server. */
export async function startStripeTestServer(): Promise<StripeTestServer> {
  const stripe = await startFakeStripe();
  const server = await startTestServer({
    PUBLIC_URL: STRIPE_TEST_SITE, RATE_LIMIT_PER_MINUTE: '1000', PAYMENTS_DRIVER: 'stripe',
    STRIPE_SECRET_KEY: stripe.secretKey, STRIPE_WEBHOOK_SECRET: stripe.webhookSecret, STRIPE_API_URL: stripe.apiUrl,
  });
  stripe.control.webhookTarget = `${server.url}/ai-photographer/stripe/webhook`;
  return {
    stripe,
    server,
    async close() {
      await server.close();
      await stripe.close();
    },
  };
}
