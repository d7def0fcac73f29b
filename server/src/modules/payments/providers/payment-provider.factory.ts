import type { AppConfig } from '../../../config/config.js';
import { createLocalPaymentProvider } from './local.provider.js';
import type { PaymentProvider } from './payment-provider.js';
import { createStripePaymentProvider, type StripePaymentProvider } from './stripe.provider.js';

/** The provider PAYMENTS_DRIVER names (validated by the config schema); throws on anything else. */
export function createPaymentProvider(config: Pick<AppConfig, 'payments'>): PaymentProvider | StripePaymentProvider {
  const { driver } = config.payments;
  switch (driver) {
    case 'local':
      return createLocalPaymentProvider();
    case 'stripe':
      return createStripePaymentProvider(config.payments.stripe);
    default:
      throw new Error(`unknown PAYMENTS_DRIVER ${String(driver satisfies never)}`);
  }
}

export function isStripeProvider(provider: PaymentProvider): provider is StripePaymentProvider {
  return provider.name === 'stripe';
}
