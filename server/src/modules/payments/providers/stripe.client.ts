import Stripe from 'stripe';

export interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
  /** https://api.stripe.com, or a local fake in tests. */
  apiUrl: string;
}

/** The official client, pointed at STRIPE_API_URL; timeouts and retries are the SDK's (2 retries on 409/5xx). */
export function createStripeClient(settings: StripeSettings): Stripe {
  const url = new URL(settings.apiUrl);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return new Stripe(settings.secretKey, {
    host: url.hostname,
    port: url.port ? Number(url.port) : protocol === 'http' ? 80 : 443,
    protocol,
    timeout: 20_000,
    maxNetworkRetries: 2,
    appInfo: { name: 'ai-photographer' },
  });
}
