import type Replicate from 'replicate';
import type { Prediction } from 'replicate';
import { toReplicateError } from '../../../infra/replicate/replicate-errors.js';
import { waitForPrediction, type PollingClock, type PollingPace } from '../../../infra/replicate/prediction-polling.js';
import type { ImageOutcome } from '../image-engine.js';
import { collectOutputs } from './image-output.js';

/** "owner/name:<64 hex>" (or the bare id) → its version id; null for anything else (a model that was not pinned). */
export function versionId(version: string | null): string | null {
  const id = version?.includes(':') ? version.slice(version.lastIndexOf(':') + 1) : version;
  return id && /^[0-9a-f]{64}$/.test(id) ? id : null;
}

export interface OneImagePrediction {
  client: Replicate;
  clock: PollingClock;
  /** The pinned version ("owner/name:<64 hex>"), or null when none is configured. */
  version: string | null;
  /** What the prediction makes, as its errors say it ("outfit change", "inpainting"). */
  what: string;
  /** The version's input, built once the prediction is about to be created (files uploaded then). */
  input: () => Promise<Record<string, unknown>>;
  deadlineMs: number;
  /** How often it is asked for; infra/replicate's default pace when left out. */
  pace?: PollingPace;
  /** Downloads the output (tests, or an engine that converts what it downloads). */
  fetch?: typeof fetch;
}

/**
 * One prediction on a pinned version, run to its end (the edits, the filters, the preview, the outfit and the
 * upscale): created, polled by infra/replicate's one loop (never `run()`), canceled at the deadline, and its one
 * image downloaded at once, since Replicate deletes outputs within an hour. A failure is an outcome, never a throw.
 */
export async function runOneImagePrediction(run: OneImagePrediction): Promise<ImageOutcome> {
  const version = versionId(run.version);
  if (!version) return { ok: false, error: `no pinned Replicate version is configured for the ${run.what} (${run.version ?? 'none'})` };
  const deadline = run.clock.now() + run.deadlineMs;
  let created: Prediction;
  try {
    created = await run.client.predictions.create({ version, input: await run.input() });
  } catch (error) {
    return { ok: false, error: toReplicateError(error, `create the ${run.what} prediction`).message };
  }
  const ended = await waitForPrediction(run.client, created, deadline, run.clock, run.pace);
  if ('timedOut' in ended) return { ok: false, error: `Replicate did not finish the ${run.what} within ${run.deadlineMs / 1000} s` };
  if (ended.status !== 'succeeded') {
    return { ok: false, error: `Replicate: ${typeof ended.error === 'string' && ended.error ? ended.error : `the ${run.what} ended ${ended.status}`}` };
  }
  // One URL or a list of one: collectOutputs takes either.
  return (await collectOutputs(ended.output, 1, { fetch: run.fetch }))[0]!;
}
