import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Webhook } from 'standardwebhooks';
import type { AppConfig } from '../../../config/config.js';
import type { TrainingComponents } from '../training.wiring.js';
import { AppError } from '../../../kernel/app-error.js';
import { createReplicateClient, createWebhookSecretSource } from '../../../infra/replicate/replicate.client.js';
import { REPLICATE_WEBHOOK_PATH } from './webhook-urls.js';

type SignedHeader = 'webhook-id' | 'webhook-timestamp' | 'webhook-signature';

function signedHeaders(request: FastifyRequest): Record<SignedHeader, string> {
  const pick = (name: SignedHeader) => {
    const value = request.headers[name];
    return Array.isArray(value) ? value.join(' ') : (value ?? '');
  };
  return { 'webhook-id': pick('webhook-id'), 'webhook-timestamp': pick('webhook-timestamp'), 'webhook-signature': pick('webhook-signature') };
}

/**
 * POST /webhooks/replicate: a signed "training completed" notice (Replicate signs with the Standard
 * Webhooks scheme). This route checks the signature and reads the training id; the webhook service
 * decides what follows (we trust nothing else in the body: the poll job asks Replicate for the state).
 */
export async function replicateWebhookRoutes(
  app: FastifyInstance,
  { config, trainingWebhookService }: { config: AppConfig } & Pick<TrainingComponents, 'trainingWebhookService'>,
): Promise<void> {
  if (config.engine.kind !== 'replicate') return;
  const settings = config.engine.replicate;
  const secret = createWebhookSecretSource(settings, () => createReplicateClient(settings));

  await app.register(async (scope) => {
    // The signature covers the exact bytes: keep the body as the raw string (this scope only).
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => done(null, body));

    scope.post(REPLICATE_WEBHOOK_PATH, async (request, reply) => {
      const raw = typeof request.body === 'string' ? request.body : '';
      const headers = signedHeaders(request);
      try {
        // Checks the HMAC and that the timestamp is within 5 minutes of now.
        new Webhook(await secret()).verify(raw, headers);
      } catch (error) {
        if (error instanceof Error && error.name !== 'WebhookVerificationError') throw error;
        request.log.warn({ webhookId: headers['webhook-id'] }, 'rejected a Replicate webhook with a bad signature');
        throw AppError.unauthorized('Invalid webhook signature.');
      }
      const trainingId = trainingIdOf(raw);
      if (!trainingId) throw AppError.badRequest('The webhook body has no id.');
      const known = await trainingWebhookService.replicateNotice(trainingId, headers['webhook-id']);
      if (!known) request.log.info({ trainingId }, 'Replicate webhook for an unknown training');
      return reply.status(200).send({ received: true });
    });
  });
}

function trainingIdOf(raw: string): string | undefined {
  try {
    const id = (JSON.parse(raw) as { id?: unknown }).id;
    return typeof id === 'string' && id.length > 0 && id.length <= 200 ? id : undefined;
  } catch {
    return undefined;
  }
}
