import { API_PREFIX } from 'api-client';
import type { FastifyInstance } from 'fastify';
import type { PaymentsComponents } from './payments.wiring.js';
import { AppError } from '../../kernel/app-error.js';
import { isStripeProvider } from './providers/payment-provider.factory.js';

export const STRIPE_WEBHOOK_PATH = `${API_PREFIX}/stripe/webhook`;

/**
 * POST /ai-photographer/stripe/webhook: Stripe's signed events. The signature covers the exact bytes,
 * so this scope keeps the body as a Buffer; a bad signature or a stale timestamp (> 300 s) is a 400.
 * The route only verifies; what an event changes is the webhook service's to decide.
 */
export async function stripeWebhookRoutes(
  app: FastifyInstance,
  { paymentProvider: stripe, stripeWebhookService }: Pick<PaymentsComponents, 'paymentProvider' | 'stripeWebhookService'>,
): Promise<void> {
  if (!stripeWebhookService || !isStripeProvider(stripe)) return;

  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

    scope.post(STRIPE_WEBHOOK_PATH, async (request, reply) => {
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const header = request.headers['stripe-signature'];
      let event;
      try {
        event = stripe.verifyEvent(raw, Array.isArray(header) ? header.join(',') : (header ?? ''));
      } catch (error) {
        request.log.warn({ err: (error as Error).message }, 'rejected a Stripe webhook');
        throw AppError.badRequest('Invalid Stripe signature.');
      }
      const { duplicate } = await stripeWebhookService.handle(event);
      return reply.status(200).send({ received: true, duplicate });
    });
  });
}
