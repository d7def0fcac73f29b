import { timingSafeEqual, createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../../config/config.js';
import type { TrainingComponents } from '../training.wiring.js';
import { AppError } from '../../../kernel/app-error.js';
import { parseCogWebhook } from '../engines/cog-training.payload.js';
import { COG_WEBHOOK_PATH } from './webhook-urls.js';

function sameSecret(given: string, expected: string): boolean {
  // Hash both so the comparison takes the same time whatever the lengths.
  const digest = (s: string) => createHash('sha256').update(s).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/**
 * POST /webhooks/cog: a self-hosted Cog trainer's state. Cog does
 * not sign deliveries; it sends `Authorization: Bearer $WEBHOOK_AUTH_TOKEN`, which must equal
 * COG_WEBHOOK_TOKEN. Cog has no status route, so this body is the state we keep (cog_trainings).
 */
export function cogWebhookRoutes(app: FastifyInstance, { config, trainingWebhookService }: { config: AppConfig } & Pick<TrainingComponents, 'trainingWebhookService'>): void {
  if (config.engine.kind !== 'cog') return;

  app.post(COG_WEBHOOK_PATH, async (request, reply) => {
    const auth = request.headers.authorization ?? '';
    if (!sameSecret(auth, `Bearer ${config.engine.cog.webhookToken}`)) throw AppError.unauthorized('Invalid webhook token.');
    const update = parseCogWebhook(request.body);
    if (!update) throw AppError.badRequest('The webhook body is not a Cog training state.');
    await trainingWebhookService.cogState(update);
    return reply.status(200).send({ received: true });
  });
}
