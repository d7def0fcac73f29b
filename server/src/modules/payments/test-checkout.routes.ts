import type { FastifyInstance, FastifyReply } from 'fastify';
import type { PaymentsComponents } from './payments.wiring.js';
import { AppError } from '../../kernel/app-error.js';
import { TEST_CHECKOUT_PATH } from './providers/local.provider.js';
import { renderTestCheckout, renderTestCheckoutMissing } from './test-checkout.page.js';

const SESSION_ID = /^lcs_[\w-]{10,64}$/;

function sessionIdOf(params: unknown): string {
  const id = (params as { sessionId?: string }).sessionId ?? '';
  if (!SESSION_ID.test(id)) throw AppError.notFound('This test checkout does not exist.');
  return id;
}

const html = (reply: FastifyReply, status: number, body: string) =>
  reply.status(status).header('Cache-Control', 'no-store').type('text/html; charset=utf-8').send(body);

/**
 * The local payments driver's checkout page (PAYMENTS_DRIVER=local): GET shows the item and price,
 * POST …/pay fulfils the purchase exactly as a verified Stripe payment would, POST …/cancel buys nothing.
 */
export async function testCheckoutRoutes(
  app: FastifyInstance,
  { paymentProvider, checkoutService }: Pick<PaymentsComponents, 'paymentProvider' | 'checkoutService'>,
): Promise<void> {
  if (paymentProvider.name !== 'local') return;

  await app.register(async (scope) => {
    // The browser posts the forms as urlencoded; they carry no fields.
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, _body, done) => done(null, {}));

    scope.get(`${TEST_CHECKOUT_PATH}/:sessionId`, async (request, reply) => {
      let payment;
      try {
        payment = await checkoutService.testCheckout(sessionIdOf(request.params));
      } catch (error) {
        if (error instanceof AppError && error.httpStatus === 404) return html(reply, 404, renderTestCheckoutMissing());
        throw error;
      }
      const returnUrl = payment.status === 'fulfilled' ? checkoutService.confirmationUrl(payment.kind) : checkoutService.siteUrl(payment.originating_page_path);
      return html(reply, 200, renderTestCheckout(payment, `${TEST_CHECKOUT_PATH}/${encodeURIComponent(payment.provider_session_id ?? '')}`, returnUrl));
    });

    scope.post(`${TEST_CHECKOUT_PATH}/:sessionId/pay`, async (request, reply) =>
      reply.redirect(await checkoutService.payLocal(sessionIdOf(request.params)), 303));

    scope.post(`${TEST_CHECKOUT_PATH}/:sessionId/cancel`, async (request, reply) =>
      reply.redirect(await checkoutService.cancelLocal(sessionIdOf(request.params)), 303));
  });
}
