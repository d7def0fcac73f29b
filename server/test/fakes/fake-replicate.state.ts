import { createHash } from 'node:crypto';
import type { FakeReply } from './fake-http.js';
import { hex, replicateId } from './fake-http.js';
import { openApiSchema, SCHEMAS, type PublishedSchemas } from './fake-replicate.schemas.js';

export type Outcome = 'succeeded' | 'failed' | 'canceled' | 'aborted';
type Status = 'starting' | 'processing' | Outcome;

export interface FakeJob {
  kind: 'training' | 'prediction';
  id: string;
  model: string;
  version: string;
  destination?: string;
  input: Record<string, unknown>;
  status: Status;
  output: unknown;
  error: string | null;
  webhook?: string;
  webhook_events_filter?: string[];
  created_at: string;
  started_at?: string;
  completed_at?: string;
  polls: number;
  /** When it ends by itself (Date.now() ms): a model answering with its real latency. Unset: on polls or `finish`. */
  finishAt?: number;
}

interface FakeModel {
  owner: string;
  name: string;
  visibility: 'public' | 'private';
  hardware: string;
  description: string | null;
  latest_version: { id: string; created_at: string } | null;
}

/** The identity model of the free preview: its output is one URI, not a list. */
export const KONTEXT_MODEL = 'black-forest-labs/flux-kontext-pro';

/** Official language models the fake runs (meta's Llama 3 instruct models): their output is a list of text tokens. */
export const LANGUAGE_MODELS = new Set(['meta/meta-llama-3-8b-instruct', 'meta/meta-llama-3-70b-instruct']);

/** What a language model answers by default: numbered lines, as chat models like to write them. */
function defaultTextReply(input: Record<string, unknown>): string {
  const count = Number(/Write (\d+)/.exec(String(input.prompt ?? ''))?.[1] ?? 3);
  return Array.from({ length: count }, (_, i) => `${i + 1}. portrait of model in scene ${i + 1}, soft light`).join('\n');
}

// SKUs as GET /hardware lists them (the schema's examples plus the current GPUs).
const HARDWARE = new Set(['cpu', 'gpu-t4', 'gpu-a40-small', 'gpu-a40-large', 'gpu-a100-large', 'gpu-l40s', 'gpu-h100']);
const TERMINAL = new Set<Status>(['succeeded', 'failed', 'canceled', 'aborted']);
const problem = (status: number, detail: string): FakeReply => ({ status, body: { detail, status } });

/** The fake's data and the shapes it answers with (Replicate's OpenAPI response schemas, test/contracts). */
export function createFakeReplicateState(options: {
  owner: string;
  trainerVersion: string;
  fastTrainerVersion: string;
  baseUrl: () => string;
  /** Where prediction outputs are downloaded from (the fake's own /delivery/...). */
  deliveryUrl: () => string;
  onFinish: (job: FakeJob) => Promise<void>;
}) {
  const now = () => new Date().toISOString();
  const models = new Map<string, FakeModel>();
  const files = new Map<string, { object: Record<string, unknown>; bytes: Buffer }>();
  const jobs = new Map<string, FakeJob>();
  /** Versions trainings produced (or a test registered): only these can run predictions. */
  const versions = new Set<string>();
  /** Versions deleted through the API ("owner/name:<id>"), in order. */
  const deletedVersions: string[] = [];
  /** The schemas each version publishes (GET a version), by version id, with its model. */
  const versionSchemas = new Map<string, { model: string; schemas: PublishedSchemas; created_at: string }>();
  /** Fields a test took out of a version's published schema, by version id (a version that renamed them). */
  const omittedFields = new Map<string, Set<string>>();
  function publishVersion(model: string, id: string, schemas: PublishedSchemas) {
    versionSchemas.set(id, { model, schemas, created_at: now() });
  }
  const versionView = (id: string) => {
    const published = versionSchemas.get(id);
    return {
      id, created_at: published?.created_at ?? now(), cog_version: '0.14.12',
      openapi_schema: openApiSchema(published?.schemas ?? {}, omittedFields.get(id)),
    };
  };
  models.set('ostris/flux-dev-lora-trainer', {
    owner: 'ostris', name: 'flux-dev-lora-trainer', visibility: 'public', hardware: 'gpu-h100', description: 'FLUX.1-dev LoRA trainer',
    latest_version: { id: options.trainerVersion, created_at: now() },
  });
  // TRAINER=fast-flux: Replicate's own fast trainer, with versions of its own (REPLICATE_FAST_TRAINER_VERSION):
  // a training posted to it with the LoRA trainer's version is refused, as Replicate refuses it.
  models.set('replicate/fast-flux-trainer', {
    owner: 'replicate', name: 'fast-flux-trainer', visibility: 'public', hardware: 'gpu-h100', description: 'Fast FLUX LoRA trainer',
    latest_version: { id: options.fastTrainerVersion, created_at: now() },
  });

  publishVersion('ostris/flux-dev-lora-trainer', options.trainerVersion, SCHEMAS.loraTrainer);
  publishVersion('replicate/fast-flux-trainer', options.fastTrainerVersion, SCHEMAS.fastTrainer);

  const modelView = (m: FakeModel) => ({
    url: `https://replicate.com/${m.owner}/${m.name}`, owner: m.owner, name: m.name, description: m.description,
    visibility: m.visibility, github_url: null, paper_url: null, license_url: null, cover_image_url: null,
    default_example: null, run_count: 0, is_official: false, latest_version: m.latest_version ? versionView(m.latest_version.id) : null,
  });

  function view(job: FakeJob, urlsKind: 'trainings' | 'predictions' = `${job.kind}s`) {
    const base = `${options.baseUrl()}/${urlsKind}/${job.id}`;
    return {
      id: job.id, model: job.model, version: job.version, input: job.input, output: job.output, logs: '', error: job.error,
      status: job.status, source: 'api', data_removed: false, created_at: job.created_at,
      ...(job.started_at ? { started_at: job.started_at } : {}), ...(job.completed_at ? { completed_at: job.completed_at } : {}),
      metrics: TERMINAL.has(job.status) ? { predict_time: 1.5, total_time: 2 } : {},
      webhook: job.webhook, webhook_events_filter: job.webhook_events_filter,
      urls: { get: base, cancel: `${base}/cancel`, web: `https://replicate.com/p/${job.id}` },
    };
  }

  function outputOf(job: FakeJob, outcome: Outcome): unknown {
    if (outcome !== 'succeeded') return null;
    if (job.kind === 'prediction' && LANGUAGE_MODELS.has(job.model)) {
      // Streamed tokens, as Replicate returns a language model's output: words with their spaces and newlines.
      return state.textReply(job.input).split(/(?<=\s)/);
    }
    if (job.kind === 'prediction' && job.model === KONTEXT_MODEL) {
      return state.predictionPlan.dropOutputs > 0 ? null : `${options.deliveryUrl()}/${job.id}/output.${String(job.input.output_format ?? 'png')}`;
    }
    if (job.kind === 'prediction') {
      const count = Number(job.input.num_outputs ?? 1);
      const format = String(job.input.output_format ?? 'webp');
      const made = Math.max(0, count - state.predictionPlan.dropOutputs);
      return Array.from({ length: made }, (_, i) => `${options.deliveryUrl()}/${job.id}/out-${i}.${format}`);
    }
    const version = hex(64);
    versions.add(version);
    publishVersion(job.destination ?? '', version, SCHEMAS.trainedVersion);
    const destination = models.get(job.destination ?? '');
    if (destination) destination.latest_version = { id: version, created_at: now() };
    return { version: `${job.destination}:${version}`, weights: `https://replicate.delivery/fake/${job.id}/trained_model.tar` };
  }

  const state = {
    auto: { polls: 0, outcome: 'succeeded' as Outcome, error: undefined as string | undefined },
    /** What a language model prediction answers (a test may script it). */
    textReply: defaultTextReply as (input: Record<string, unknown>) => string,
    /** How the next predictions end: outputs fewer than num_outputs (the rest "failed"). */
    predictionPlan: { dropOutputs: 0 },
    versions,
    deletedVersions,
    models,
    files,
    jobs,
    view,
    publishVersion,
    omittedFields,
    /** A public model with one published version (the official and pinned models predictions run on). */
    addModel(model: string, versionId: string, schemas: PublishedSchemas) {
      const [owner = '', name = ''] = model.split('/');
      publishVersion(model, versionId, schemas);
      models.set(model, { owner, name, visibility: 'public', hardware: 'gpu-h100', description: null, latest_version: { id: versionId, created_at: now() } });
    },
    /** GET /models/{owner}/{name}/versions/{id}: the version with its OpenAPI schema; 404 when the model has no such version. */
    getVersion(owner: string, name: string, id: string): FakeReply {
      const published = versionSchemas.get(id);
      if (!published || published.model !== `${owner}/${name}`) return problem(404, 'Not found.');
      return { status: 200, body: versionView(id) };
    },
    getModel(owner: string, name: string): FakeReply {
      const model = models.get(`${owner}/${name}`);
      return model ? { status: 200, body: modelView(model) } : problem(404, 'Not found.');
    },
    createModel(body: Record<string, unknown>): FakeReply {
      const { owner = '', name = '', visibility, hardware = '', description } = body as Record<string, string | undefined>;
      if (owner !== options.owner) return problem(403, 'You do not have permission to create models for this owner.');
      if (!HARDWARE.has(hardware)) return problem(422, `hardware: unknown SKU ${hardware}`);
      if (models.has(`${owner}/${name}`)) return problem(409, 'A model with that name already exists.');
      const model: FakeModel = { owner, name, visibility: visibility as FakeModel['visibility'], hardware, description: description ?? null, latest_version: null };
      models.set(`${owner}/${name}`, model);
      return { status: 201, body: modelView(model) };
    },
    addFile(name: string, type: string, bytes: Buffer, metadata: unknown) {
      const id = replicateId();
      const object = {
        id, name, content_type: type || 'application/octet-stream', size: bytes.length, etag: hex(32),
        checksums: { sha256: createHash('sha256').update(bytes).digest('hex'), md5: createHash('md5').update(bytes).digest('hex') },
        metadata, created_at: now(), expires_at: new Date(Date.now() + 24 * 3600_000).toISOString(),
        urls: { get: `${options.baseUrl()}/files/${id}` },
      };
      files.set(id, { object, bytes });
      return object;
    },
    createTraining(owner: string, name: string, version: string, body: Record<string, unknown>): FakeReply {
      const trainer = models.get(`${owner}/${name}`);
      if (!trainer || trainer.latest_version?.id !== version) return problem(404, 'The specified version does not exist');
      const destination = String(body.destination);
      if (!models.has(destination)) return problem(404, 'The specified training destination does not exist');
      const job = state.addJob('training', `${owner}/${name}`, version, body);
      job.destination = destination;
      // Gotcha kept from the recordings: the create answer's urls point at /predictions.
      return { status: 201, body: view(job, 'predictions') };
    },
    /** `model` names a pinned public model's version (the preview's); `finishAt` ends it by itself then. */
    createPrediction(body: Record<string, unknown>, officialModel?: string, pinned: { model?: string; finishAt?: number } = {}): FakeReply {
      const version = officialModel ? hex(64) : String(body.version).split(':').pop()!;
      if (!officialModel && !versions.has(version)) return problem(404, 'The specified version does not exist (or perhaps you don\'t have permission to use it?)');
      const job = state.addJob('prediction', officialModel ?? pinned.model ?? `${options.owner}/trained`, version, body);
      job.finishAt = pinned.finishAt;
      return { status: 201, body: view(job) };
    },
    addJob(kind: FakeJob['kind'], model: string, version: string, body: Record<string, unknown>): FakeJob {
      const job: FakeJob = {
        kind, id: replicateId(), model, version, input: body.input as Record<string, unknown>, status: 'starting', output: null,
        error: null, webhook: body.webhook as string | undefined, webhook_events_filter: body.webhook_events_filter as string[] | undefined,
        created_at: now(), polls: 0,
      };
      jobs.set(job.id, job);
      return job;
    },
    async poll(kind: FakeJob['kind'], id: string): Promise<FakeReply> {
      const job = jobs.get(id);
      if (!job || job.kind !== kind) return problem(404, 'Not found.');
      job.polls += 1;
      if (!TERMINAL.has(job.status)) {
        if (job.finishAt !== undefined && Date.now() >= job.finishAt) await state.finish(id, 'succeeded');
        else if (state.auto.polls > 0 && job.polls >= state.auto.polls) await state.finish(id, state.auto.outcome, state.auto.error);
        else if (job.status === 'starting') Object.assign(job, { status: 'processing', started_at: now() });
      }
      return { status: 200, body: view(job) };
    },
    /** models.versions.delete: 202 and the version is gone (predictions on it 404); 404 when it never existed or went already. */
    deleteVersion(owner: string, name: string, id: string): FakeReply {
      if (!models.has(`${owner}/${name}`)) return problem(404, 'Not found.');
      if (owner !== options.owner) return problem(403, 'You can only delete versions from models you own.');
      if (!versions.delete(id)) return problem(404, 'Not found.');
      deletedVersions.push(`${owner}/${name}:${id}`);
      return { status: 202 };
    },
    async cancel(kind: FakeJob['kind'], id: string): Promise<FakeReply> {
      const job = jobs.get(id);
      if (!job || job.kind !== kind) return problem(404, 'Not found.');
      if (!TERMINAL.has(job.status)) await state.finish(id, 'canceled');
      return { status: 200, body: view(job) };
    },
    async finish(id: string, outcome: Outcome, error?: string): Promise<void> {
      const job = jobs.get(id);
      if (!job) throw new Error(`fake Replicate has no job ${id}`);
      Object.assign(job, {
        status: outcome, output: outputOf(job, outcome), completed_at: now(), started_at: job.started_at ?? now(),
        error: outcome === 'failed' ? (error ?? 'Training failed: CUDA out of memory') : (error ?? null),
      });
      await options.onFinish(job);
    },
  };
  return state;
}
export type FakeReplicateState = ReturnType<typeof createFakeReplicateState>;
