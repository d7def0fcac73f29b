import type { AppConfig } from '../../../config/config.js';

// Outside the API prefix: providers call these, not the app, and no browser session is involved.
export const REPLICATE_WEBHOOK_PATH = '/webhooks/replicate';
export const COG_WEBHOOK_PATH = '/webhooks/cog';

/**
 * Where providers post training updates. Replicate only delivers to public HTTPS URLs, so without an
 * https PUBLIC_URL no webhook is asked for and the poll job alone notices the end of a training.
 * A self-hosted Cog trainer has no other way to report, so it always gets one.
 */
export function webhookUrls(config: Pick<AppConfig, 'publicUrl'>) {
  const https = config.publicUrl.startsWith('https://');
  return {
    replicate: https ? `${config.publicUrl}${REPLICATE_WEBHOOK_PATH}` : undefined,
    cog: `${config.publicUrl}${COG_WEBHOOK_PATH}`,
  };
}
