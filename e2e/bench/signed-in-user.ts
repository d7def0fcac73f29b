// A signed-in user as the studio's benchmarks need one, made through the real API of a running site: signed up
// and activated (the dev outbox's link), credits bought through the local test checkout, the rules accepted,
// two models trained on the mock engine and photos generated with each. Every call is the browser's own
// (the request context of a Playwright browser context), so the session cookie lands in that context.
import bcrypt from 'bcryptjs';
import fs from 'node:fs';
import path from 'node:path';
import JSZip from 'jszip';
import type { APIRequestContext, BrowserContext } from 'playwright-core';

const API = '/ai-photographer';
/** Twenty photos of one person (the server's fixtures): an upload of twelve of them trains at once. */
const ONE_PERSON_DIR = path.resolve(import.meta.dirname, '..', '..', 'server', 'test', 'fixtures', 'faces', 'one-person');

export interface StudioUser {
  email: string;
  /** The models trained, oldest first, and the photos each has. */
  models: { id: string; name: string; photos: number }[];
}

async function post(request: APIRequestContext, base: string, call: string, data: unknown): Promise<unknown> {
  const res = await request.post(`${base}${API}/${call}`, { data, headers: { origin: base } });
  if (!res.ok()) throw new Error(`${call} answered ${res.status()}: ${await res.text()}`);
  return res.json();
}

/** Signs a user up through the API in the browser's own context, so the session cookie lands there. */
export async function signUp(request: APIRequestContext, base: string, email: string, password: string): Promise<void> {
  const headers = { origin: base };
  await request.post(`${base}${API}/auth-service/check-email`, { data: { email, currentUrl: '', persona: null }, headers });
  let link: string | undefined;
  for (let i = 0; i < 50 && !link; i += 1) {
    const { messages } = (await (await request.get(`${base}/dev/mail`)).json()) as { messages: { to_address: string; text_body: string }[] };
    link = messages.find((m) => m.to_address === email)?.text_body.match(/https?:\/\/\S+\/activate\?\S+/)?.[0];
    if (!link) await new Promise((r) => setTimeout(r, 200));
  }
  if (!link) throw new Error('no activation e-mail');
  const config = (await (await request.get(`${base}${API}/runtime-config`)).json()) as { passwordSalt: string; passwordSuffix: string };
  const res = await request.post(`${base}${API}/auth-service/activate`, {
    headers,
    data: {
      code: new URL(link).searchParams.get('code'), firstName: 'Bench', lastName: 'User', referredFrom: 'google', termsAccepted: true,
      password: bcrypt.hashSync(password + config.passwordSuffix, config.passwordSalt),
    },
  });
  if (!res.ok()) throw new Error(`activate answered ${res.status()}`);
}

/** Buys a payg bundle through the local payments driver: the API starts the checkout, its page's Pay form fulfils it. */
async function buyCredits(request: APIRequestContext, base: string, credits: number): Promise<void> {
  const { url } = (await post(request, base, 'subscription-service/create-checkout-session', {
    purchaseType: 'payg', credits, originatingPagePath: '/payg-pricing',
  })) as { url: string };
  const pay = await request.post(`${new URL(url, base).href}/pay`, { headers: { origin: base }, maxRedirects: 0, form: {} });
  if (pay.status() !== 303) throw new Error(`test checkout's pay answered ${pay.status()}`);
}

async function trainingZip(): Promise<Buffer> {
  const zip = new JSZip();
  const photos = fs.readdirSync(ONE_PERSON_DIR).filter((name) => name.endsWith('.jpg')).sort().slice(0, 12);
  for (const name of photos) zip.file(name, fs.readFileSync(path.join(ONE_PERSON_DIR, name)));
  return zip.generateAsync({ type: 'nodebuffer', compression: 'STORE' });
}

interface ModelRow { ModelID: string; ModelName: string; Status: string; ModelType: string; Images: unknown[] }

async function models(request: APIRequestContext, base: string): Promise<ModelRow[]> {
  return ((await post(request, base, 'replicate-service/models', {})) as { models: ModelRow[] }).models;
}

/** Uploads twelve photos of one person and waits until the mock engine has trained the model. */
async function trainModel(request: APIRequestContext, base: string, name: string): Promise<string> {
  const res = await request.post(`${base}${API}/upload-service/upload`, {
    headers: { origin: base },
    multipart: {
      modelName: name, modelClass: 'woman', modelCharacteristics: '',
      file: { name: 'photos.zip', mimeType: 'application/zip', buffer: await trainingZip() },
    },
  });
  const reply = (await res.json()) as { status: string; modelId?: string };
  if (!res.ok() || reply.status !== 'success' || !reply.modelId) throw new Error(`upload answered ${res.status()}: ${JSON.stringify(reply)}`);
  for (let i = 0; i < 300; i += 1) {
    const model = (await models(request, base)).find((m) => m.ModelID === reply.modelId);
    if (model?.Status === 'succeeded') return reply.modelId;
    if (model && ['failed', 'canceled'].includes(model.Status)) throw new Error(`training ${model.Status}`);
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('training did not finish in 150 s');
}

/**
 * Makes the user in `context` (its cookies carry the session afterwards): `photosPerModel` photos on each of two
 * models, made four at a time.
 */
export async function makeStudioUser(context: BrowserContext, base: string, photosPerModel = 8): Promise<StudioUser> {
  const { request } = context;
  const email = `bench-studio-${Date.now()}@example.com`;
  await signUp(request, base, email, 'benchpass1');
  await buyCredits(request, base, 6000);
  await post(request, base, 'replicate-service/update-rules-accepted', {});
  const made: StudioUser['models'] = [];
  for (const name of ['Bench one', 'Bench two']) {
    const id = await trainModel(request, base, name);
    for (let count = 0; count < photosPerModel; count += 4) {
      await post(request, base, 'replicate-service/gen', { prompt: `a photo of model in a garden, take ${count}`, modelId: id, imageCount: Math.min(4, photosPerModel - count) });
    }
    made.push({ id, name, photos: (await models(request, base)).find((m) => m.ModelID === id)?.Images.length ?? 0 });
  }
  return { email, models: made };
}
