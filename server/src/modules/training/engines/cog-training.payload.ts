import { z } from 'zod';
import type { TrainingState } from './training-engine.js';

/**
 * A Cog webhook body: coglet sends `{id, status, logs, output?, error?, metrics}`,
 * cog ≤0.14 the whole prediction. A training's output is `{weights}` (a URL when the server runs with
 * --upload-url; a `data:` URI otherwise, which we refuse: it is far too large to keep in a row).
 */
const cogWebhookSchema = z.object({
  id: z.string().min(1).max(200),
  status: z.enum(['starting', 'processing', 'succeeded', 'failed', 'canceled']),
  output: z.union([z.string(), z.object({ weights: z.string().optional() }).loose()]).nullish(),
  error: z.string().nullish(),
});

export interface CogUpdate {
  id: string;
  status: TrainingState;
  weightsUrl?: string;
  error?: string;
}

export function parseCogWebhook(body: unknown): CogUpdate | undefined {
  const parsed = cogWebhookSchema.safeParse(body);
  if (!parsed.success) return undefined;
  const { id, status, output, error } = parsed.data;
  if (status === 'failed' || status === 'canceled') return { id, status, error: error || undefined };
  if (status !== 'succeeded') return { id, status };
  const weights = typeof output === 'string' ? output : output?.weights;
  if (!weights) return { id, status: 'failed', error: 'The Cog trainer reported success but returned no weights' };
  if (!/^https?:\/\//.test(weights)) {
    return { id, status: 'failed', error: 'The Cog trainer returned the weights inline; run it with --upload-url' };
  }
  return { id, status, weightsUrl: weights };
}
