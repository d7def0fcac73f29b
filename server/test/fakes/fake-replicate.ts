import fs from 'node:fs';
import sharp from 'sharp';
import { checkSchema, type Schema } from './json-schema-check.js';
import { hex, jsonBody, replicateId, startFakeHttpServer, type FakeReply, type FakeRequest } from './fake-http.js';
import { deliverWebhook, type Delivery } from './fake-webhook-signer.js';
import { createFakeReplicateState, KONTEXT_MODEL, LANGUAGE_MODELS, type FakeJob, type Outcome } from './fake-replicate.state.js';
import { checkImageField, checkImageInputs } from './edit-input-check.js';
import { checkFluxInput, checkKontextInput, FLUX_DEV_INPUT, FLUX_FILL_DEV_INPUT, TRAINED_VERSION_INPUT } from './flux-input-check.js';
import { SCHEMAS as PUBLISHED } from './fake-replicate.schemas.js';
import { REAL_ESRGAN_INPUT, REAL_ESRGAN_MODEL } from './fake-real-esrgan.js';

export { REAL_ESRGAN_INPUT, REAL_ESRGAN_MODEL, REAL_ESRGAN_REAL_LATENCY } from './fake-real-esrgan.js';

const SCHEMAS = JSON.parse(fs.readFileSync(new URL('./replicate-request-schemas.json', import.meta.url), 'utf8')) as {
  operations: Record<string, Schema>;
};

export type WebhookMode = 'normal' | 'lost' | 'duplicate' | 'out-of-order';

interface Injected {
  method?: string;
  path: RegExp;
  reply: FakeReply;
  times: number;
}

/**
 * How long FLUX.1 Kontext [pro] takes from create to a finished prediction, as reported: Black Forest
 * Labs sells it as an interactive-speed editor, and listings of the model put a prediction at roughly
 * 5-15 s (one says 10-15 s: poll after 8 s). The fake draws each prediction's time from this range. A
 * benchmark's (and a test's) stand-in for the provider, never a measurement of it.
 */
export const KONTEXT_REAL_LATENCY = { minMs: 6000, maxMs: 12_000 } as const;
/** No latency: a preview prediction ends at its first poll. */
export const NO_LATENCY = { minMs: 0, maxMs: 0 } as const;
type Latency = { minMs: number; maxMs: number };

export interface FakeReplicateOptions {
  token?: string;
  /** The account the token belongs to: only it may create models. */
  owner?: string;
  webhookSecret?: string;
  /** The pinned versions of ostris/flux-dev-lora-trainer (TRAINER=flux-lora) and replicate/fast-flux-trainer. */
  trainerVersion?: string;
  fastTrainerVersion?: string;
  /** The pinned flux-fill-dev version (inpainting) and the Ghibli style version (image-to-image). */
  inpaintVersion?: string;
  ghibliVersion?: string;
  /** The pinned identity model of the free preview ("black-forest-labs/flux-kontext-pro:<64 hex>"). */
  previewVersion?: string;
  /**
   * When its predictions end by themselves: KONTEXT_REAL_LATENCY (the model's published latency),
   * NO_LATENCY, or unset (like the other models: on polls, or `finish`).
   */
  previewLatency?: Latency;
  /** The pinned outfit model (REPLICATE_OUTFIT_VERSION: FLUX.1 Kontext [pro], a version of its own) and upscaler (REPLICATE_UPSCALE_VERSION). */
  outfitVersion?: string;
  upscaleVersion?: string;
  /**
   * When outfit and upscale predictions end by themselves (KONTEXT_REAL_LATENCY, REAL_ESRGAN_REAL_LATENCY,
   * NO_LATENCY), timed by `clock`; unset: like the other models, on polls or `finish`.
   */
  outfitLatency?: Latency;
  upscaleLatency?: Latency;
  /** The outfit and upscale models' time (Date.now by default): a test shares it with the engine's injected clock. */
  clock?: () => number;
}

const problem = (status: number, detail: string, title?: string): FakeReply => ({
  status,
  body: { ...(title ? { title } : {}), detail, status },
});

/**
 * A fake of the Replicate HTTP API v1 (api.replicate.com/v1, as its OpenAPI schema in test/contracts describes it) for the endpoints we use: models get/create,
 * files create (multipart), trainings create/get, predictions create/get, the webhook secret. It
 * validates our request bodies against Replicate's OpenAPI request schemas (422 on a violation),
 * checks auth, lets a test inject 429s and errors, moves jobs on per poll or on demand, and delivers
 * signed webhooks, optionally lost, duplicated or out of order.
 */
export async function startFakeReplicate(options: FakeReplicateOptions = {}) {
  const token = options.token ?? 'r8_fake_token';
  const owner = options.owner ?? 'acme';
  const webhookSecret = options.webhookSecret ?? `whsec_${Buffer.from(hex(48), 'hex').toString('base64')}`;
  const trainerVersion = options.trainerVersion ?? hex(64);
  const fastTrainerVersion = options.fastTrainerVersion ?? hex(64);
  const inpaintVersion = options.inpaintVersion ?? `black-forest-labs/flux-fill-dev:${hex(64)}`;
  const ghibliVersion = options.ghibliVersion ?? `acme/mirage-ghibli:${hex(64)}`;
  const previewVersion = options.previewVersion ?? `${KONTEXT_MODEL}:${hex(64)}`;
  const outfitVersion = options.outfitVersion ?? `${KONTEXT_MODEL}:${hex(64)}`;
  const upscaleVersion = options.upscaleVersion ?? `${REAL_ESRGAN_MODEL}:${hex(64)}`;
  const clock = options.clock ?? Date.now;
  const injected: Injected[] = [];
  const requests: Array<{ method: string; path: string; body?: unknown }> = [];
  const deliveries: Delivery[] = [];
  const control = {
    webhookMode: 'normal' as WebhookMode,
    /** Overrides the webhook URL a job was created with (a test server's port is known only later). */
    webhookTarget: undefined as string | undefined,
    /** Extra tries of a terminal delivery the receiver answered 4xx/5xx or did not take. */
    webhookRetries: 0,
  };
  let origin = '';
  const state = createFakeReplicateState({
    owner, trainerVersion, fastTrainerVersion, baseUrl: () => `${origin}/v1`, deliveryUrl: () => `${origin}/delivery`,
    onFinish: (job) => {
      // Real-ESRGAN answers one PNG, not the list of `output_format` files the state makes by default.
      if (job.model === REAL_ESRGAN_MODEL && job.status === 'succeeded') job.output = state.predictionPlan.dropOutputs > 0 ? null : `${origin}/delivery/${job.id}/output.png`;
      return sendCompleted(job);
    },
  });
  /** Output files whose download answers 404 ("out-1.jpg" of any prediction). */
  const brokenOutputs = new Set<string>();
  const outputBytes = new Map<string, Promise<Buffer>>();
  // A real (tiny) image in the asked-for format, as replicate.delivery serves it.
  const imageOf = (format: string) => {
    const kind = format === 'jpg' ? 'jpeg' : format === 'png' ? 'png' : 'webp';
    if (!outputBytes.has(kind)) {
      outputBytes.set(kind, sharp({ create: { width: 48, height: 64, channels: 3, background: { r: 200, g: 120, b: 60 } } }).toFormat(kind).toBuffer());
    }
    return outputBytes.get(kind)!;
  };
  const CONTENT_TYPES: Record<string, string> = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };
  // FLUX.1 Kontext's output is about one megapixel: 3:4 is 864×1152 (what the preview then reduces).
  const kontextOutputs = new Map<string, Promise<Buffer>>();
  const kontextImageOf = (format: string) => {
    if (!kontextOutputs.has(format)) {
      const portrait = sharp({ create: { width: 864, height: 1152, channels: 3, background: { r: 96, g: 130, b: 170 } } })
        .composite([{ input: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="864" height="1152"><circle cx="432" cy="460" r="230" fill="#d9a07a"/><rect x="180" y="760" width="504" height="392" fill="#223"/></svg>') }]);
      kontextOutputs.set(format, (format === 'png' ? portrait.png() : portrait.jpeg({ quality: 90 })).toBuffer());
    }
    return kontextOutputs.get(format)!;
  };

  function authorised(request: FakeRequest): boolean {
    const header = request.headers.authorization ?? '';
    return header === `Bearer ${token}` || header === `Token ${token}`;
  }

  function takeInjected(request: FakeRequest): FakeReply | undefined {
    const index = injected.findIndex((i) => (!i.method || i.method === request.method) && i.path.test(request.path));
    if (index < 0) return undefined;
    const hit = injected[index]!;
    hit.times -= 1;
    if (hit.times <= 0) injected.splice(index, 1);
    return hit.reply;
  }

  function validated(operation: string, body: unknown): FakeReply | undefined {
    const problems = checkSchema(SCHEMAS.operations[operation] ?? {}, body);
    return problems.length ? { status: 422, body: { detail: problems.join('; '), status: 422, title: 'Invalid request' } } : undefined;
  }

  async function files(request: FakeRequest): Promise<FakeReply> {
    const type = request.headers['content-type'] ?? '';
    if (!type.startsWith('multipart/form-data')) return problem(415, 'Expected multipart/form-data');
    if (request.body.length > 100 * 1024 * 1024) return problem(413, 'Files must be less than 100MB in size');
    const form = await new Request('http://fake/files', { method: 'POST', headers: { 'content-type': type }, body: new Uint8Array(request.body) }).formData();
    const content = form.get('content');
    const metadataPart = form.get('metadata');
    let metadata: unknown = {};
    if (metadataPart !== null) {
      try {
        metadata = JSON.parse(typeof metadataPart === 'string' ? metadataPart : await metadataPart.text());
      } catch {
        return problem(422, 'metadata: must be JSON');
      }
    }
    const shape = { ...(content === null ? {} : { content: typeof content === 'string' ? content : '(binary)' }), metadata };
    const invalid = validated('files.create', shape) ?? (typeof content === 'string' ? problem(422, 'content: must be a file') : undefined);
    if (invalid || !content || typeof content === 'string') return invalid ?? problem(422, 'content: is required');
    return { status: 201, body: state.addFile(content.name, content.type, Buffer.from(await content.arrayBuffer()), metadata) };
  }

  function validInput(rules: typeof FLUX_DEV_INPUT, body: Record<string, unknown>): FakeReply | undefined {
    const problems = checkFluxInput(rules, body.input);
    return problems.length ? { status: 422, body: { detail: problems.join('; '), status: 422, title: 'Input validation failed' } } : undefined;
  }

  /** The file inputs of an edit: data URIs, or the URLs of files uploaded here (POST /files). */
  function uploadedFile(url: string): Buffer | undefined {
    const id = url.startsWith(`${origin}/v1/files/`) ? url.slice(`${origin}/v1/files/`.length) : '';
    return state.files.get(id)?.bytes;
  }

  /** Which edit model a version names: flux-fill (inpainting), the Ghibli style model, or neither. */
  function editVersion(version: unknown): 'inpaint' | 'filter' | null {
    const id = String(version).split(':').pop();
    if (id === inpaintVersion.split(':').pop()) return 'inpaint';
    return id === ghibliVersion.split(':').pop() ? 'filter' : null;
  }

  /** Predictions on the pinned edit versions: their own input schemas, and images that really are images of matching sizes. */
  async function validEditInput(body: Record<string, unknown>): Promise<FakeReply | undefined> {
    const inpaint = editVersion(body.version) === 'inpaint';
    const problems = checkFluxInput(inpaint ? FLUX_FILL_DEV_INPUT : TRAINED_VERSION_INPUT, body.input);
    if (!problems.length) problems.push(...await checkImageInputs(body.input, { mask: inpaint, resolve: uploadedFile }));
    return problems.length ? { status: 422, body: { detail: problems.join('; '), status: 422, title: 'Input validation failed' } } : undefined;
  }

  const invalidInput = (problems: string[]): FakeReply | undefined =>
    problems.length ? { status: 422, body: { detail: problems.join('; '), status: 422, title: 'Input validation failed' } } : undefined;

  /** FLUX.1 Kontext [pro]'s input schema, and an `input_image` that really is an image. */
  async function kontextProblems(body: Record<string, unknown>): Promise<FakeReply | undefined> {
    const problems = checkKontextInput(body.input);
    if (!problems.length && (body.input as Record<string, unknown>).input_image !== undefined) {
      problems.push(...await checkImageField(body.input, 'input_image', uploadedFile));
    }
    return invalidInput(problems);
  }

  /** Real-ESRGAN's input schema (it has no prompt, which checkFluxInput asks of Flux), and an `image` that really is an image. */
  async function esrganProblems(body: Record<string, unknown>): Promise<FakeReply | undefined> {
    const problems = checkFluxInput(REAL_ESRGAN_INPUT, body.input).filter((problem) => problem !== 'input.prompt: is required');
    if (!problems.length) problems.push(...await checkImageField(body.input, 'image', uploadedFile));
    return invalidInput(problems);
  }

  /** When each clocked job (an outfit or upscale with a latency) ends by itself, by `clock`. */
  const endsAt = new Map<string, number>();
  function endingAfter(reply: FakeReply, latency: Latency | undefined): FakeReply {
    const id = (reply.body as { id?: string } | undefined)?.id;
    if (latency && id && reply.status === 201) endsAt.set(id, clock() + latency.minMs + Math.random() * (latency.maxMs - latency.minMs));
    return reply;
  }
  async function endIfDue(id: string): Promise<void> {
    const at = endsAt.get(id);
    const job = state.jobs.get(id);
    if (at === undefined || !job || clock() < at) return;
    endsAt.delete(id);
    if (job.status === 'starting' || job.status === 'processing') await state.finish(id, 'succeeded');
  }

  /** A FLUX.1 Kontext [pro] preview prediction: its input checked, then the job (ending by itself with `previewLatency`). */
  async function kontextPrediction(body: Record<string, unknown>, officialModel?: string): Promise<FakeReply> {
    const invalid = await kontextProblems(body);
    if (invalid) return invalid;
    const latency = options.previewLatency;
    const finishAt = latency ? Date.now() + latency.minMs + Math.random() * (latency.maxMs - latency.minMs) : undefined;
    return state.createPrediction(body, officialModel, { model: KONTEXT_MODEL, finishAt });
  }

  /** Llama 3 instruct's input schema: a prompt (required) and optional system prompt, token and sampling limits. */
  function validLanguageInput(body: Record<string, unknown>): FakeReply | undefined {
    const input = (body.input ?? {}) as Record<string, unknown>;
    const problems: string[] = [];
    if (typeof input.prompt !== 'string' || input.prompt === '') problems.push('prompt: is required');
    if (input.system_prompt !== undefined && typeof input.system_prompt !== 'string') problems.push('system_prompt: must be a string');
    if (input.max_tokens !== undefined && (!Number.isInteger(input.max_tokens) || (input.max_tokens as number) < 1)) problems.push('max_tokens: must be a positive integer');
    if (input.temperature !== undefined && (typeof input.temperature !== 'number' || input.temperature < 0 || input.temperature > 5)) problems.push('temperature: must be between 0 and 5');
    const known = new Set(['prompt', 'system_prompt', 'max_tokens', 'min_tokens', 'temperature', 'top_p', 'top_k', 'presence_penalty', 'frequency_penalty', 'stop_sequences', 'prompt_template', 'seed']);
    for (const key of Object.keys(input)) if (!known.has(key)) problems.push(`${key}: is not an input of this model`);
    return problems.length ? { status: 422, body: { detail: problems.join('; '), status: 422, title: 'Input validation failed' } } : undefined;
  }

  /** A file input's bytes as the model reads them: a data URI, or a file uploaded here. */
  function fileInput(value: unknown): Buffer {
    const data = typeof value === 'string' ? /^data:[^;,]*;base64,(.*)$/.exec(value) : null;
    const bytes = data ? Buffer.from(data[1]!, 'base64') : typeof value === 'string' ? uploadedFile(value) : undefined;
    if (!bytes) throw new Error('the input image cannot be read');
    return bytes;
  }

  /** Kontext with `match_input_image`: the photo at its own size, the clothes (its lower part) repainted, a visible change. */
  async function editedPhoto(job: FakeJob, format: string): Promise<Buffer> {
    const photo = sharp(fileInput(job.input.input_image));
    const { width = 1, height = 1 } = await photo.metadata();
    const top = Math.round(height * 0.45);
    const clothes = await sharp({ create: { width, height: height - top, channels: 3, background: { r: 30, g: 80, b: 150 } } }).png().toBuffer();
    const edited = photo.composite([{ input: clothes, top, left: 0 }]);
    return (format === 'png' ? edited.png() : edited.jpeg({ quality: 90 })).toBuffer();
  }

  /** Real-ESRGAN's size, as RealESRGANer resizes to `outscale` (int(w × scale) × int(h × scale)), written as OpenCV's fast PNG. */
  async function upscaledPhoto(job: FakeJob): Promise<Buffer> {
    const photo = sharp(fileInput(job.input.image));
    const { width = 1, height = 1 } = await photo.metadata();
    const scale = Number(job.input.scale ?? 4);
    return photo.resize(Math.trunc(width * scale), Math.trunc(height * scale), { fit: 'fill' }).png({ compressionLevel: 1 }).toBuffer();
  }

  /** GET /delivery/<prediction>/<file>: replicate.delivery's role, no auth (URLs are unguessable). */
  async function delivery(path: string): Promise<FakeReply> {
    const [, predictionId = '', file = ''] = path.split('/').slice(1);
    const job = state.jobs.get(predictionId);
    if (!job || job.kind !== 'prediction' || job.status !== 'succeeded' || brokenOutputs.has(file)) return problem(404, 'Not found');
    const format = file.split('.').pop() ?? 'webp';
    const bytes = job.model === REAL_ESRGAN_MODEL ? await upscaledPhoto(job)
      : job.model === KONTEXT_MODEL && job.input.aspect_ratio === 'match_input_image' ? await editedPhoto(job, format)
        : job.model === KONTEXT_MODEL ? await kontextImageOf(format) : await imageOf(format);
    return { status: 200, raw: bytes, contentType: CONTENT_TYPES[format] ?? 'application/octet-stream' };
  }

  async function route(request: FakeRequest): Promise<FakeReply> {
    if (request.method === 'GET' && request.path.startsWith('/delivery/')) {
      requests.push({ method: request.method, path: request.path });
      return delivery(request.path);
    }
    // A POST without a body (trainings.cancel, as the client sends it) is fine; a body must be JSON.
    const parsed = request.method === 'POST' && !request.path.endsWith('/files') && request.body.length > 0 ? jsonBody(request) : { ok: true as const, value: undefined };
    requests.push({ method: request.method, path: request.path, body: parsed.ok ? parsed.value : undefined });
    const forced = takeInjected(request);
    if (forced) return forced;
    if (!authorised(request)) return problem(401, 'You did not pass a valid authentication token', 'Unauthenticated');
    if (!parsed.ok) return problem(400, 'The request body is not valid JSON');
    const body = (parsed.value ?? {}) as Record<string, unknown>;
    const p = request.path.replace(/^\/v1/, '');
    let m: RegExpExecArray | null;
    if (request.method === 'GET' && p === '/webhooks/default/secret') return { status: 200, body: { key: webhookSecret } };
    if (request.method === 'POST' && p === '/files') return files(request);
    if (request.method === 'POST' && p === '/models') return validated('models.create', body) ?? state.createModel(body);
    if (request.method === 'GET' && (m = /^\/models\/([^/]+)\/([^/]+)$/.exec(p))) return state.getModel(m[1]!, m[2]!);
    if (request.method === 'GET' && (m = /^\/models\/([^/]+)\/([^/]+)\/versions\/([^/]+)$/.exec(p))) return state.getVersion(m[1]!, m[2]!, m[3]!);
    if (request.method === 'POST' && (m = /^\/models\/([^/]+)\/([^/]+)\/versions\/([^/]+)\/trainings$/.exec(p))) {
      return validated('trainings.create', body) ?? state.createTraining(m[1]!, m[2]!, m[3]!, body);
    }
    if (request.method === 'GET' && (m = /^\/trainings\/([^/]+)$/.exec(p))) return state.poll('training', m[1]!);
    if (request.method === 'DELETE' && (m = /^\/models\/([^/]+)\/([^/]+)\/versions\/([^/]+)$/.exec(p))) return state.deleteVersion(m[1]!, m[2]!, m[3]!);
    if (request.method === 'POST' && (m = /^\/(trainings|predictions)\/([^/]+)\/cancel$/.exec(p))) {
      return state.cancel(m[1]! === 'trainings' ? 'training' : 'prediction', m[2]!);
    }
    if (request.method === 'POST' && p === '/predictions') {
      const invalid = validated('predictions.create', body);
      if (invalid) return invalid;
      const versionId = String(body.version).split(':').pop();
      if (versionId === previewVersion.split(':').pop()) return kontextPrediction(body);
      if (versionId === outfitVersion.split(':').pop()) {
        return (await kontextProblems(body)) ?? endingAfter(state.createPrediction(body, undefined, { model: KONTEXT_MODEL }), options.outfitLatency);
      }
      if (versionId === upscaleVersion.split(':').pop()) {
        return (await esrganProblems(body)) ?? endingAfter(state.createPrediction(body, undefined, { model: REAL_ESRGAN_MODEL }), options.upscaleLatency);
      }
      if (editVersion(body.version)) return (await validEditInput(body)) ?? state.createPrediction(body);
      return validInput(TRAINED_VERSION_INPUT, body) ?? state.createPrediction(body);
    }
    if (request.method === 'POST' && (m = /^\/models\/([^/]+)\/([^/]+)\/predictions$/.exec(p))) {
      if (LANGUAGE_MODELS.has(`${m[1]}/${m[2]}`)) {
        return validated('models.predictions.create', body) ?? validLanguageInput(body) ?? state.createPrediction(body, `${m[1]}/${m[2]}`);
      }
      if (`${m[1]}/${m[2]}` === KONTEXT_MODEL) return validated('models.predictions.create', body) ?? kontextPrediction(body, KONTEXT_MODEL);
      if (`${m[1]}/${m[2]}` !== 'black-forest-labs/flux-dev') return problem(404, 'The requested model does not exist or is not an official model');
      return validated('models.predictions.create', body) ?? validInput(FLUX_DEV_INPUT, body) ?? state.createPrediction(body, `${m[1]}/${m[2]}`);
    }
    if (request.method === 'GET' && (m = /^\/predictions\/([^/]+)$/.exec(p))) {
      await endIfDue(m[1]!);
      return state.poll('prediction', m[1]!);
    }
    return problem(404, 'Not found');
  }

  async function deliverWithRetries(url: string, payload: { webhookId: string; body: string }): Promise<void> {
    for (let attempt = 0; attempt <= control.webhookRetries; attempt += 1) {
      const delivery = await deliverWebhook(url, webhookSecret, payload);
      deliveries.push(delivery);
      if (delivery.httpStatus && delivery.httpStatus < 300) return;
    }
  }

  async function sendCompleted(job: FakeJob): Promise<void> {
    const url = control.webhookTarget ?? job.webhook;
    const filter = job.webhook_events_filter ?? ['output', 'completed'];
    if (!url || !filter.includes('completed')) return;
    const webhookId = `msg_${replicateId()}`;
    const body = JSON.stringify(state.view(job));
    if (control.webhookMode === 'lost') {
      deliveries.push({ url, webhookId, timestamp: Math.floor(Date.now() / 1000), body, dropped: true });
      return;
    }
    await deliverWithRetries(url, { webhookId, body });
    if (control.webhookMode === 'duplicate') await deliverWithRetries(url, { webhookId, body });
    if (control.webhookMode === 'out-of-order') {
      // A stale "processing" notice arriving after the final one, as a separate event.
      const stale = JSON.stringify({ ...state.view(job), status: 'processing', output: null, completed_at: undefined });
      deliveries.push(await deliverWebhook(url, webhookSecret, { webhookId: `msg_${replicateId()}`, body: stale }));
    }
  }

  state.versions.add(inpaintVersion.split(':').pop()!);
  state.versions.add(ghibliVersion.split(':').pop()!);
  state.versions.add(previewVersion.split(':').pop()!);
  state.versions.add(outfitVersion.split(':').pop()!);
  state.versions.add(upscaleVersion.split(':').pop()!);
  // The models predictions run on, each with its version's published input schema (providers:check reads them).
  const [inpaintModel = '', inpaintId = ''] = inpaintVersion.split(':');
  const [ghibliModel = '', ghibliId = ''] = ghibliVersion.split(':');
  const [previewModel = '', previewId = ''] = previewVersion.split(':');
  const [outfitModel = '', outfitId = ''] = outfitVersion.split(':');
  const [upscaleModel = '', upscaleId = ''] = upscaleVersion.split(':');
  state.addModel('black-forest-labs/flux-dev', hex(64), PUBLISHED.fluxDev);
  state.addModel(inpaintModel, inpaintId, PUBLISHED.fluxFillDev);
  state.addModel(ghibliModel, ghibliId, PUBLISHED.trainedVersion);
  state.addModel(outfitModel, outfitId, PUBLISHED.kontextPro);
  state.addModel(previewModel, previewId, PUBLISHED.kontextPro);
  state.addModel(upscaleModel, upscaleId, { Input: REAL_ESRGAN_INPUT });
  const server = await startFakeHttpServer(route);
  origin = server.origin;
  return {
    /** Pinned versions of the edit models this fake runs ("owner/name:<64 hex>"). */
    inpaintVersion,
    ghibliVersion,
    /** The pinned identity model of the free preview (REPLICATE_PREVIEW_MODEL). */
    previewVersion,
    /** The pinned outfit model (REPLICATE_OUTFIT_VERSION) and upscaler (REPLICATE_UPSCALE_VERSION). */
    outfitVersion,
    upscaleVersion,
    /** The client's baseUrl. */
    baseUrl: `${origin}/v1`,
    token,
    owner,
    webhookSecret,
    /** REPLICATE_LORA_TRAINER_VERSION: ostris/flux-dev-lora-trainer's pinned version. */
    trainerVersion,
    /** REPLICATE_FAST_TRAINER_VERSION: replicate/fast-flux-trainer's pinned version. */
    fastTrainerVersion,
    control,
    requests,
    deliveries,
    state,
    /** The next `times` requests matching method and path answer `reply` (e.g. 429, 500). */
    inject(match: { method?: string; path: RegExp }, reply: FakeReply, times = 1) {
      injected.push({ ...match, reply, times });
    },
    clearInjected() {
      injected.length = 0;
    },
    throttle(times = 1, path = /./) {
      injected.push({ path, times, reply: { status: 429, body: { detail: 'Request was throttled. Your rate limit resets in ~1s.' }, headers: { 'ratelimit-remaining': '0', 'ratelimit-reset': '1' } } });
    },
    /** Ends a job now (delivering its webhook as `control` says). */
    finish: (id: string, outcome: Outcome, error?: string) => state.finish(id, outcome, error),
    brokenOutputs,
    /** Registers a trained version predictions may run on; returns it as trainings do ("owner/name:<64 hex>"). */
    trainedVersion(): string {
      const version = hex(64);
      state.versions.add(version);
      return `${owner}/ai-photographer-loras:${version}`;
    },
    /**
     * Takes `field` out of the input schema a version publishes ("owner/name:<id>" or the bare id), as a new
     * version that renamed or dropped it would (Replicate still ignores it when sent).
     */
    omitFromSchema(version: string, field: string) {
      const id = version.split(':').pop()!;
      state.omittedFields.set(id, new Set([...(state.omittedFields.get(id) ?? []), field]));
    },
    /** Jobs end by themselves on the Nth GET (0: only `finish` ends them). */
    autoFinishAfterPolls(polls: number, outcome: Outcome = 'succeeded', error?: string) {
      state.auto = { polls, outcome, error };
    },
    close: server.close,
  };
}
export type FakeReplicate = Awaited<ReturnType<typeof startFakeReplicate>>;
