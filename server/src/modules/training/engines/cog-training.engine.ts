import { randomUUID } from 'node:crypto';
import type { CogTrainingRepository } from './cog-training.repository.js';
import { trainingInput } from './replicate-training.engine.js';
import type { StartTrainingRequest, TrainingEngine, TrainingSnapshot } from './training-engine.js';
import { TERMINAL_STATES } from './training-engine.js';

export interface CogTrainingSettings {
  /** The Cog server running the flux LoRA trainer, e.g. http://trainer:5000. */
  trainerUrl: string;
  /** Where the Cog server posts its state (our POST /webhooks/cog). */
  webhookUrl: string;
  /** A training with no final webhook after this long is failed (the trainer restarted or lost it). */
  trainingTimeoutMinutes: number;
  /** Bearer token for the store the trainer uploads weights to (--upload-url), when it asks for one. */
  uploadToken?: string;
  timeoutMs?: number;
}

export interface CogTrainingDeps {
  trainings: CogTrainingRepository;
  fetch?: typeof fetch;
  sleep?: (ms: number) => Promise<void>;
  now?: () => Date;
}

const PUT_ATTEMPTS = 3;

/**
 * A self-hosted Cog trainer. Cog's HTTP server has no GET route for a training: we create it with
 * the idempotent `PUT /trainings/{id}` and `Prefer: respond-async`, and its state comes back only by
 * webhook into cog_trainings, which `status` reads.
 */
export function createCogTrainingEngine(settings: CogTrainingSettings, deps: CogTrainingDeps): TrainingEngine {
  const doFetch = deps.fetch ?? fetch;
  const sleep = deps.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const now = deps.now ?? (() => new Date());

  async function put(id: string, body: string): Promise<Response> {
    // The PUT is idempotent by id, so repeating it after a network failure, a 5xx or a 503 (not ready) is safe.
    for (let attempt = 1; ; attempt += 1) {
      try {
        const response = await doFetch(`${settings.trainerUrl}/trainings/${encodeURIComponent(id)}`, {
          method: 'PUT',
          headers: { 'content-type': 'application/json', prefer: 'respond-async' },
          body,
          signal: AbortSignal.timeout(settings.timeoutMs ?? 120_000),
        });
        if (response.status < 500 || attempt >= PUT_ATTEMPTS) return response;
      } catch (error) {
        if (attempt >= PUT_ATTEMPTS) {
          throw new Error(`Could not reach the Cog trainer at ${settings.trainerUrl}: ${(error as Error).message}`);
        }
      }
      await sleep(1000 * 2 ** (attempt - 1));
    }
  }

  async function send(url: string, method: 'POST' | 'DELETE', action: string, token?: string): Promise<Response> {
    try {
      const response = await doFetch(url, {
        method,
        headers: token ? { authorization: `Bearer ${token}` } : {},
        signal: AbortSignal.timeout(settings.timeoutMs ?? 30_000),
      });
      await response.arrayBuffer().catch(() => undefined);
      return response;
    } catch (error) {
      throw new Error(`Could not ${action} at ${new URL(url).origin}: ${(error as Error).message}`);
    }
  }

  return {
    name: 'cog',
    async start(request: StartTrainingRequest) {
      const id = `train-${request.modelId}-${randomUUID().replaceAll('-', '')}`;
      await deps.trainings.insert(id); // before the PUT: a quick webhook must find the row
      const images = `data:application/zip;base64,${request.zip.toString('base64')}`;
      const body = JSON.stringify({
        id,
        input: trainingInput(images, request.triggerWord),
        webhook: request.webhookUrl ?? settings.webhookUrl,
        webhook_events_filter: ['start', 'completed'],
      });
      const response = await put(id, body);
      if (response.ok) return { externalId: id };
      throw new Error(await describeFailure(response));
    },
    async status(externalId: string): Promise<TrainingSnapshot> {
      const row = await deps.trainings.find(externalId);
      if (!row) return { state: 'failed', error: `Unknown Cog training ${externalId}` };
      if (row.status === 'succeeded') return { state: 'succeeded', version: row.weights_url ?? undefined, weightsUrl: row.weights_url ?? undefined };
      if (TERMINAL_STATES.includes(row.status)) return { state: row.status, error: row.error ?? 'The training failed on the Cog trainer' };
      const ageMinutes = (now().getTime() - row.created_at.getTime()) / 60_000;
      if (ageMinutes > settings.trainingTimeoutMinutes) {
        return { state: 'failed', error: `The Cog trainer did not report back within ${settings.trainingTimeoutMinutes} minutes` };
      }
      return { state: row.status };
    },
    async cancel(externalId: string) {
      // Cog answers 200 when it stopped the training and 404 when it runs none with this id (ended, or lost).
      const response = await send(`${settings.trainerUrl}/trainings/${encodeURIComponent(externalId)}/cancel`, 'POST', 'cancel the training');
      if (response.ok || response.status === 404) {
        await deps.trainings.record(externalId, { status: 'canceled', error: 'Canceled: the model was deleted' });
        return;
      }
      throw new Error(`${await describeFailure(response)} (cancelling ${externalId})`);
    },
    async deleteWeights({ weightsUrl }) {
      if (!weightsUrl) return;
      // The trainer uploaded the weights with PUT to --upload-url; the same store deletes them with DELETE.
      const response = await send(weightsUrl, 'DELETE', 'delete the trained weights', settings.uploadToken);
      if (response.ok || response.status === 404) return;
      throw new Error(`The weights store answered ${response.status} when deleting ${weightsUrl}`);
    },
  };
}

async function describeFailure(response: Response): Promise<string> {
  const text = await response.text().catch(() => '');
  let detail = text.slice(0, 300);
  try {
    const body = JSON.parse(text) as { detail?: unknown; error?: unknown };
    if (Array.isArray(body.detail)) {
      detail = body.detail.map((d: { loc?: unknown[]; msg?: string }) => `${(d.loc ?? []).slice(2).join('.') || 'input'}: ${d.msg}`).join('; ');
    } else if (typeof body.detail === 'string' || typeof body.error === 'string') {
      detail = String(body.detail ?? body.error);
    }
  } catch {
    // not JSON: keep the text
  }
  const what =
    response.status === 409
      ? 'The Cog trainer is busy with another training (409)'
      : response.status === 422
        ? 'The Cog trainer rejected the training input (422)'
        : response.status === 503
          ? 'The Cog trainer is not ready (503)'
          : `The Cog trainer answered ${response.status}`;
  return detail ? `${what}: ${detail}` : what;
}
