import sharp from 'sharp';
import { jsonBody, startFakeHttpServer, type FakeReply, type FakeRequest } from './fake-http.js';
import { checkImageInputs } from './edit-input-check.js';
import { checkFluxInput, TRAINED_VERSION_INPUT } from './flux-input-check.js';

type CogStatus = 'starting' | 'processing' | 'succeeded' | 'failed' | 'canceled';

interface CogTraining {
  id: string;
  input: Record<string, unknown>;
  webhook?: string;
  filter: string[];
  status: CogStatus;
}

export interface CogDelivery {
  url: string;
  status: CogStatus;
  authorization?: string;
  httpStatus?: number;
  dropped?: boolean;
}

const invalid = (field: string, msg: string, type = 'value_error'): FakeReply => ({
  status: 422,
  body: { detail: [{ loc: ['body', 'input', field], msg, type }] },
});

/** What the flux LoRA trainer's train() accepts; anything else is dropped, as Cog does. */
function checkInput(input: unknown): FakeReply | undefined {
  if (typeof input !== 'object' || input === null) return { status: 422, body: { detail: [{ loc: ['body', 'input'], msg: 'field required', type: 'value_error.missing' }] } };
  const i = input as Record<string, unknown>;
  if (typeof i.input_images !== 'string') return invalid('input_images', 'field required', 'value_error.missing');
  if (!/^(data:application\/zip;base64,|https?:\/\/)/.test(i.input_images)) return invalid('input_images', 'must be a URL or a data URI');
  if (i.trigger_word !== undefined && typeof i.trigger_word !== 'string') return invalid('trigger_word', 'str type expected');
  if (i.steps !== undefined && !(Number.isInteger(i.steps) && (i.steps as number) >= 3 && (i.steps as number) <= 6000)) return invalid('steps', 'ensure this value is between 3 and 6000');
  if (i.lora_rank !== undefined && !(Number.isInteger(i.lora_rank) && (i.lora_rank as number) >= 1 && (i.lora_rank as number) <= 128)) return invalid('lora_rank', 'ensure this value is between 1 and 128');
  return undefined;
}

/**
 * A fake self-hosted Cog trainer (Cog's HTTP API): `PUT /trainings/{id}` with `Prefer: respond-async`
 * answers 202 and reports by unsigned webhook (with `Authorization: Bearer $WEBHOOK_AUTH_TOKEN` when
 * set); one slot (409 when busy), 503 while not ready, 422 with Cog's detail list on a bad input.
 */
export async function startFakeCog(options: { webhookAuthToken?: string; apiToken?: string } = {}) {
  const trainings = new Map<string, CogTraining>();
  const requests: Array<{ method: string; path: string; headers: FakeRequest['headers']; body?: unknown }> = [];
  const deliveries: CogDelivery[] = [];
  const control = {
    ready: true, webhookMode: 'normal' as 'normal' | 'lost' | 'duplicate', webhookTarget: undefined as string | undefined, webhookRetries: 0,
    /** Predictions: the next `busy` answers are 409, outputs come inline or as URLs, some can be missing or fail. */
    prediction: { busy: 0, outputs: 'data-uri' as 'data-uri' | 'url', dropOutputs: 0, fail: undefined as string | undefined },
  };
  const outputs = new Map<string, Buffer>();
  /** Weights artefacts in the upload store, by path under /uploads/. */
  const uploads = new Map<string, Buffer>();
  let origin = '';
  const image = sharp({ create: { width: 48, height: 64, channels: 3, background: { r: 60, g: 120, b: 200 } } }).jpeg().toBuffer();

  /** cog-flux's predict(): synchronous, one output per num_outputs (as cog-flux's predictor does). */
  async function predict(request: FakeRequest, body: unknown): Promise<FakeReply> {
    if (options.apiToken && request.headers.authorization !== `Bearer ${options.apiToken}`) return { status: 401, body: { detail: 'Unauthorized' } };
    if (!control.ready) return { status: 503, body: { detail: 'Server not ready' } };
    if (control.prediction.busy > 0) {
      control.prediction.busy -= 1;
      return { status: 409, body: { error: 'At capacity - all prediction slots busy', status: 'failed' } };
    }
    const { id = 'sync', input } = (body ?? {}) as { id?: string; input?: Record<string, unknown> };
    const problems = checkFluxInput(TRAINED_VERSION_INPUT, input);
    // Cog drops unknown inputs silently; only wrong values of known ones are a 422.
    const real = problems.filter((p) => !p.endsWith('is not an input of this model'));
    // Inpainting (image + mask) and image-to-image (image): files must be images, a mask the image's size.
    if (!real.length && (input?.image !== undefined || input?.mask !== undefined)) real.push(...await checkImageInputs(input, { mask: input?.mask !== undefined }));
    if (real.length) return { status: 422, body: { detail: real.map((p) => ({ loc: ['body', 'input', p.split(':')[0]!.replace('input.', '')], msg: p.split(': ')[1], type: 'value_error' })) } };
    if (control.prediction.fail) return { status: 200, body: { id, status: 'failed', output: null, error: control.prediction.fail, logs: '', metrics: {} } };
    const count = Math.max(0, Number(input?.num_outputs ?? 1) - control.prediction.dropOutputs);
    const bytes = await image;
    const output = Array.from({ length: count }, (_, i) => {
      if (control.prediction.outputs === 'data-uri') return `data:image/jpeg;base64,${bytes.toString('base64')}`;
      outputs.set(`${id}-${i}.jpg`, bytes);
      return `${origin}/outputs/${id}-${i}.jpg`;
    });
    return { status: 200, body: { id, status: 'succeeded', output, logs: '', metrics: { predict_time: 2.1 } } };
  }

  async function deliver(training: CogTraining, payload: Record<string, unknown>, terminal: boolean): Promise<void> {
    const url = control.webhookTarget ?? training.webhook;
    if (!url) return;
    const authorization = options.webhookAuthToken ? `Bearer ${options.webhookAuthToken}` : undefined;
    const record: CogDelivery = { url, status: payload.status as CogStatus, authorization };
    if (terminal && control.webhookMode === 'lost') return void deliveries.push({ ...record, dropped: true });
    const copies = terminal && control.webhookMode === 'duplicate' ? 2 : 1;
    for (let copy = 0; copy < copies; copy += 1) {
      // Only terminal deliveries are retried (on 429/5xx), as coglet does.
      for (let attempt = 0; attempt <= (terminal ? control.webhookRetries : 0); attempt += 1) {
        const response = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...(authorization ? { authorization } : {}) },
          body: JSON.stringify(payload),
        }).catch(() => undefined);
        await response?.arrayBuffer();
        deliveries.push({ ...record, httpStatus: response?.status ?? 0 });
        if (response && ![429, 500, 502, 503, 504].includes(response.status)) break;
      }
    }
  }

  function uploadStore(request: FakeRequest): FakeReply {
    const key = request.path.slice('/uploads/'.length);
    if (request.method === 'PUT') {
      uploads.set(key, request.body);
      return { status: 201, body: {} };
    }
    if (request.method === 'DELETE') return uploads.delete(key) ? { status: 204 } : { status: 404, body: {} };
    const bytes = request.method === 'GET' ? uploads.get(key) : undefined;
    return bytes ? { status: 200, raw: bytes, contentType: 'application/x-tar' } : { status: 404, body: {} };
  }

  async function route(request: FakeRequest): Promise<FakeReply> {
    const parsed = jsonBody(request);
    requests.push({ method: request.method, path: request.path, headers: request.headers, body: parsed.ok ? parsed.value : undefined });
    if (request.method === 'GET' && request.path === '/health-check') {
      const busy = [...trainings.values()].some((t) => t.status === 'starting' || t.status === 'processing');
      return { status: 200, body: { status: control.ready ? (busy ? 'BUSY' : 'READY') : 'STARTING' } };
    }
    if (request.method === 'POST' && request.path === '/predictions') return predict(request, parsed.ok ? parsed.value : undefined);
    if (request.method === 'GET' && request.path.startsWith('/outputs/')) {
      const bytes = outputs.get(request.path.slice('/outputs/'.length));
      if (!bytes) return { status: 404, body: { detail: 'Not Found' } };
      if (options.apiToken && request.headers.authorization !== `Bearer ${options.apiToken}`) return { status: 401, body: { detail: 'Unauthorized' } };
      return { status: 200, raw: bytes, contentType: 'image/jpeg' };
    }
    // The store the trainer uploads weights to (cog's --upload-url): PUT, GET and DELETE by path.
    if (request.path.startsWith('/uploads/')) return uploadStore(request);
    const cancel = /^\/trainings\/([^/]+)\/cancel$/.exec(request.path);
    if (request.method === 'POST' && cancel) {
      const training = trainings.get(decodeURIComponent(cancel[1]!));
      if (!training || (training.status !== 'starting' && training.status !== 'processing')) return { status: 404, body: {} };
      training.status = 'canceled';
      return { status: 200, body: {} };
    }
    const m = /^\/trainings\/([^/]+)$/.exec(request.path);
    if (request.method !== 'PUT' || !m) return { status: 404, body: { detail: 'Not Found' } };
    if (!control.ready) return { status: 503, body: { detail: 'Server not ready' } };
    if (request.headers.accept === 'text/event-stream') return { status: 406, body: {} };
    if (!parsed.ok) return { status: 422, body: { detail: [{ loc: ['body'], msg: 'invalid JSON', type: 'value_error.jsondecode' }] } };
    const id = decodeURIComponent(m[1]!);
    const body = parsed.value as { id?: string; input?: unknown; webhook?: string; webhook_events_filter?: string[] };
    if (body.id !== undefined && body.id !== id) return { status: 422, body: { detail: 'prediction ID must match the ID supplied in the URL' } };
    if (request.headers.prefer !== 'respond-async') return { status: 500, body: { detail: 'fake Cog: synchronous trainings are not simulated' } };
    const existing = trainings.get(id);
    if (existing) return { status: 202, body: { id, status: existing.status } };
    if ([...trainings.values()].some((t) => t.status === 'starting' || t.status === 'processing')) {
      return { status: 409, body: { error: 'At capacity - all prediction slots busy', status: 'failed' } };
    }
    const bad = checkInput(body.input);
    if (bad) return bad;
    const training: CogTraining = { id, input: body.input as Record<string, unknown>, webhook: body.webhook, filter: body.webhook_events_filter ?? ['start', 'output', 'logs', 'completed'], status: 'starting' };
    trainings.set(id, training);
    return { status: 202, body: { id, status: 'starting' } };
  }

  const server = await startFakeHttpServer(route);
  origin = server.origin;
  return {
    url: server.origin,
    trainings,
    uploads,
    requests,
    deliveries,
    control,
    /** The trainer picks the training up (a "start" webhook when asked for). */
    async begin(id: string) {
      const training = trainings.get(id)!;
      training.status = 'processing';
      if (training.filter.includes('start')) await deliver(training, { id, status: 'processing', logs: '', metrics: {} }, false);
    },
    async finish(id: string, outcome: 'succeeded' | 'failed' | 'canceled', extra: { weights?: string; error?: string } = {}) {
      const training = trainings.get(id)!;
      training.status = outcome;
      // Weights named in this fake's own upload store (`${url}/uploads/...`) are stored there, as the trainer's upload would.
    if (outcome === 'succeeded' && extra.weights?.startsWith(`${origin}/uploads/`)) uploads.set(extra.weights.slice(`${origin}/uploads/`.length), Buffer.from('fake LoRA weights'));
    const output = outcome === 'succeeded' ? { weights: extra.weights ?? `https://uploads.example.test/${id}/trained_model.tar` } : null;
      const payload = { id, status: outcome, logs: 'done', output, error: outcome === 'failed' ? (extra.error ?? 'training crashed') : null, metrics: { predict_time: 1200 } };
      if (training.filter.includes('completed')) await deliver(training, payload, true);
    },
    close: server.close,
  };
}
export type FakeCog = Awaited<ReturnType<typeof startFakeCog>>;
