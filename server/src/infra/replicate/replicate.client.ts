import Replicate from 'replicate';
import { createRetryingFetch, type RetryingFetchOptions } from './replicate-fetch.js';
import { toReplicateError } from './replicate-errors.js';

export interface ReplicateClientSettings {
  apiToken: string;
  /** https://api.replicate.com/v1, or a fake's http://127.0.0.1:PORT/v1 in tests. */
  baseUrl: string;
  webhookSecret?: string;
}

/** The official client with our timeouts and spaced retries (see replicate-fetch.ts). */
export function createReplicateClient(settings: ReplicateClientSettings, http: RetryingFetchOptions = {}): Replicate {
  return new Replicate({
    auth: settings.apiToken,
    baseUrl: settings.baseUrl,
    userAgent: 'ai-photographer-server',
    fetch: createRetryingFetch(http),
  });
}

/**
 * The signing secret for Replicate webhooks: REPLICATE_WEBHOOK_SECRET, or fetched once from
 * GET /webhooks/default/secret and kept for the life of the process (a failed fetch is tried again).
 */
export function createWebhookSecretSource(settings: ReplicateClientSettings, client: () => Replicate) {
  let cached: Promise<string> | undefined = settings.webhookSecret ? Promise.resolve(settings.webhookSecret) : undefined;
  return (): Promise<string> => {
    cached ??= client()
      .webhooks.default.secret.get()
      .then((secret) => {
        if (!secret?.key?.startsWith('whsec_')) throw new Error('Replicate returned no webhook signing secret');
        return secret.key;
      })
      .catch((error: unknown) => {
        cached = undefined;
        throw toReplicateError(error, 'fetch the webhook signing secret');
      });
    return cached;
  };
}
