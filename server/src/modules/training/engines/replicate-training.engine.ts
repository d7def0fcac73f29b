import type Replicate from 'replicate';
import type { Training } from 'replicate';
import { createReplicateClient, type ReplicateClientSettings } from '../../../infra/replicate/replicate.client.js';
import { apiErrorStatus, ReplicateError, toReplicateError } from '../../../infra/replicate/replicate-errors.js';
import type { RetryingFetchOptions } from '../../../infra/replicate/replicate-fetch.js';
import { TRAINER_VERSION_SETTINGS } from '../../../config/config.js';
import type { SentInputs } from '../../../infra/replicate/version-schemas.js';
import { trainingProgressFromLogs } from './training-log-progress.js';
import type { StartTrainingRequest, TrainingEngine, TrainingSnapshot } from './training-engine.js';

import type { TrainerName } from 'api-client';

/** The trainer's step count (its default); its logs count up to it. */
export const TRAINING_STEPS = 1000;

export interface ReplicateTrainingSettings extends ReplicateClientSettings {
  /** The account that holds the destination model (the API token's user or organisation). */
  owner: string;
  destinationModel: string;
  /** Hardware SKU the trained versions run on. */
  hardware: string;
  /** Which trainer (TRAINER): ostris/flux-dev-lora-trainer or replicate/fast-flux-trainer. */
  trainer: TrainerName;
  /** Pinned 64-hex version of that trainer. */
  trainerVersion: string;
  /** Used when the start request names none; absent: no webhook, the poll job alone finds the end. */
  webhookUrl?: string;
}

export interface ReplicateTrainingDeps {
  client?: Replicate;
  http?: RetryingFetchOptions;
}

/**
 * Trainer inputs (ostris/flux-dev-lora-trainer, whose train.py sets these defaults). They are sent explicitly so a
 * change of the trainer's defaults cannot silently change our models.
 */
export function trainingInput(inputImages: string, triggerWord: string) {
  return {
    input_images: inputImages,
    trigger_word: triggerWord,
    steps: TRAINING_STEPS,
    lora_rank: 16,
    autocaption: true,
    learning_rate: 0.0004,
    batch_size: 1,
    resolution: '512,768,1024',
    caption_dropout_rate: 0.05,
    optimizer: 'adamw8bit',
  };
}

/**
 * replicate/fast-flux-trainer's inputs (its model page): the photos, the trigger word and what the LoRA
 * learns (a subject, a person). It trains in about 2 minutes on Replicate's hardware; its own defaults set
 * the rest, which is what makes it fast.
 */
export function fastTrainingInput(inputImages: string, triggerWord: string) {
  return { input_images: inputImages, trigger_word: triggerWord, lora_type: 'subject' };
}

/** The trainers TRAINER chooses between, as Replicate names them, with the inputs each is sent. */
export const TRAINER_MODELS = {
  'flux-lora': { owner: 'ostris', name: 'flux-dev-lora-trainer', input: trainingInput },
  'fast-flux': { owner: 'replicate', name: 'fast-flux-trainer', input: fastTrainingInput },
} as const satisfies Record<TrainerName, { owner: string; name: string; input: (images: string, triggerWord: string) => Record<string, unknown> }>;

/**
 * Every pinned trainer version, with the input fields a training sends it, built by the trainers' own
 * input functions (one source): providers:check reads each version's training schema.
 */
export function replicateTrainerInputs(versions: Partial<Record<TrainerName, string>>): SentInputs[] {
  return (Object.keys(TRAINER_MODELS) as TrainerName[]).flatMap((trainer) => {
    const version = versions[trainer];
    if (!version) return [];
    const { owner, name, input } = TRAINER_MODELS[trainer];
    return [{
      label: `training with TRAINER=${trainer} (${TRAINER_VERSION_SETTINGS[trainer]})`, model: `${owner}/${name}`, version,
      schema: 'TrainingInput' as const, fields: Object.keys(input('https://example.com/images.zip', 'TOK')),
    }];
  });
}

/**
 * Replicate's training object → our snapshot; only a succeeded training with a version counts. A running
 * one carries the trainer's step counter from its logs, when it has printed one.
 */
export function toSnapshot(training: Pick<Training, 'status' | 'output' | 'error'> & { logs?: string | null }): TrainingSnapshot {
  const reason = typeof training.error === 'string' && training.error ? training.error : undefined;
  switch (training.status) {
    case 'starting':
      return { state: training.status };
    case 'processing': {
      const progress = trainingProgressFromLogs(training.logs, TRAINING_STEPS);
      return progress ? { state: 'processing', progress } : { state: 'processing' };
    }
    case 'succeeded': {
      const version = training.output?.version;
      if (!version) return { state: 'failed', error: 'Replicate reported success but returned no trained version' };
      return { state: 'succeeded', version, weightsUrl: training.output?.weights };
    }
    case 'canceled':
      return { state: 'canceled', error: reason ?? 'The training was canceled on Replicate' };
    case 'aborted':
      return { state: 'failed', error: reason ?? 'Replicate aborted the training before it started' };
    default:
      return { state: 'failed', error: reason ?? 'The training failed on Replicate' };
  }
}

/**
 * Replicate delivers webhooks only to public HTTPS URLs; asking it for an http one (a developer's
 * localhost) would at best be wasted. A fake or self-run API (tests) may use plain http.
 */
export function usableWebhook(url: string | undefined, baseUrl: string): string | undefined {
  if (!url) return undefined;
  return url.startsWith('https://') || !baseUrl.startsWith('https://api.replicate.com') ? url : undefined;
}

/** "owner/name:<version id>", as a succeeded training reports it. */
export function parseVersion(version: string): { owner: string; name: string; id: string } | undefined {
  const match = /^([\w.-]+)\/([\w.-]+):([\w]+)$/.exec(version);
  return match ? { owner: match[1]!, name: match[2]!, id: match[3]! } : undefined;
}

export function createReplicateTrainingEngine(
  settings: ReplicateTrainingSettings,
  deps: ReplicateTrainingDeps = {},
): TrainingEngine {
  const client = deps.client ?? createReplicateClient(settings, deps.http);
  const destination = `${settings.owner}/${settings.destinationModel}` as const;
  let destinationReady: Promise<void> | undefined;

  // One private model per deployment (an account holds at most 1,000); every training adds a version.
  async function ensureDestination(): Promise<void> {
    try {
      await client.models.get(settings.owner, settings.destinationModel);
      return;
    } catch (error) {
      if (apiErrorStatus(error) !== 404) throw toReplicateError(error, `look up the model ${destination}`);
    }
    try {
      await client.models.create(settings.owner, settings.destinationModel, {
        visibility: 'private',
        hardware: settings.hardware,
        description: 'AI Photographer: personal LoRA models, one version per training',
      });
    } catch (error) {
      // Another process may have created it meanwhile: that is success too.
      const exists = await client.models.get(settings.owner, settings.destinationModel).then(() => true, () => false);
      if (!exists) throw toReplicateError(error, `create the model ${destination}`);
    }
  }

  function destinationOnce(): Promise<void> {
    destinationReady ??= ensureDestination().catch((error: unknown) => {
      destinationReady = undefined; // try again on the next training
      throw error;
    });
    return destinationReady;
  }

  async function upload(zip: Buffer, modelId: number): Promise<string> {
    // The client does not repeat a POST that got a 5xx; an upload is safe to repeat once.
    for (let attempt = 1; ; attempt += 1) {
      try {
        const file = await client.files.create(zip, { modelId, purpose: 'training-images' });
        const url = (file.urls as { get?: string }).get;
        if (!url) throw new ReplicateError('Replicate accepted the upload but returned no file URL');
        return url;
      } catch (error) {
        const status = apiErrorStatus(error);
        if (attempt >= 2 || (status !== undefined && status < 500)) throw toReplicateError(error, 'upload the training photos');
      }
    }
  }

  return {
    name: 'replicate',
    async start(request: StartTrainingRequest) {
      await destinationOnce();
      const inputImages = await upload(request.zip, request.modelId);
      const webhook = usableWebhook(request.webhookUrl ?? settings.webhookUrl, settings.baseUrl);
      try {
        const trainer = TRAINER_MODELS[settings.trainer];
        const training = await client.trainings.create(trainer.owner, trainer.name, settings.trainerVersion, {
          destination,
          input: trainer.input(inputImages, request.triggerWord),
          ...(webhook ? { webhook, webhook_events_filter: ['completed'] as const } : {}),
        } as Parameters<Replicate['trainings']['create']>[3]);
        return { externalId: training.id };
      } catch (error) {
        throw toReplicateError(error, 'create the training');
      }
    },
    async status(externalId: string) {
      try {
        return toSnapshot(await client.trainings.get(externalId));
      } catch (error) {
        throw toReplicateError(error, `read the training ${externalId}`);
      }
    },
    async cancel(externalId: string) {
      try {
        await client.trainings.cancel(externalId); // an ended training answers 200 with its final state
      } catch (error) {
        if (apiErrorStatus(error) === 404) return;
        throw toReplicateError(error, `cancel the training ${externalId}`);
      }
    },
    async deleteWeights({ version }) {
      const ref = version ? parseVersion(version) : undefined;
      if (!ref) return; // never trained to a version: nothing is stored at Replicate
      const path = `/models/${encodeURIComponent(ref.owner)}/${encodeURIComponent(ref.name)}/versions/${encodeURIComponent(ref.id)}`;
      try {
        await client.request(path, { method: 'DELETE' }); // 202: the version and its predictions go
      } catch (error) {
        if (apiErrorStatus(error) === 404) return; // already deleted
        throw toReplicateError(error, `delete the model version ${version}`);
      }
    },
  };
}
