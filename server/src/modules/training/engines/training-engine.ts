/**
 * One interface for every trainer (mock, Replicate, self-hosted Cog). The training job starts a
 * training and then asks the engine for its state until it ends (a webhook only makes that ask come
 * sooner): the engine's own answer is the truth, never a webhook's payload.
 */
export type TrainingState = 'starting' | 'processing' | 'succeeded' | 'failed' | 'canceled';

export interface StartTrainingRequest {
  modelId: number;
  /** Unique per model, e.g. "TOK8F3K2"; the prompt's word "model" becomes it at generation time. */
  triggerWord: string;
  /** The normalised photos as one zip (image1.jpg, image2.jpg, ...). */
  zip: Buffer;
  /** Where the provider should post status changes (Replicate); absent for engines that need none. */
  webhookUrl?: string;
}

/** How far a running training has got in the engine's own unit (trainer steps, seconds): `done` of `total`. */
export interface TrainingProgress {
  done: number;
  total: number;
}

export interface TrainingSnapshot {
  state: TrainingState;
  /** Only while running, and only from an engine that reports it (Replicate's logs, the mock's clock). */
  progress?: TrainingProgress;
  /** Set once succeeded: what generation runs on (Replicate "owner/name:version", Cog weights URL, mock id). */
  version?: string;
  weightsUrl?: string;
  error?: string;
}

export interface TrainingEngine {
  readonly name: 'mock' | 'replicate' | 'cog';
  start(request: StartTrainingRequest): Promise<{ externalId: string }>;
  status(externalId: string): Promise<TrainingSnapshot>;
  /**
   * Stops a training still running at the provider (docs/privacy.md). Resolves once the provider has
   * stopped it or says it had already ended or is unknown; throws otherwise, so the deletion job retries.
   */
  cancel(externalId: string): Promise<void>;
  /**
   * Deletes a trained model's weights at the provider: a Replicate model version, a Cog weights artefact.
   * Resolves once the provider confirms, or says they are already gone; throws otherwise (the job retries).
   */
  deleteWeights(trained: TrainedWeights): Promise<void>;
}

/** What a succeeded training left at the provider (the models row's trained_version and weights_url). */
export interface TrainedWeights {
  version: string | null;
  weightsUrl: string | null;
}

export const TERMINAL_STATES: readonly TrainingState[] = ['succeeded', 'failed', 'canceled'];
/** Whether a model's status is a training's end (a model may also be awaiting confirmation, before any training). */
export const isTerminal = (status: string): boolean => (TERMINAL_STATES as readonly string[]).includes(status);
