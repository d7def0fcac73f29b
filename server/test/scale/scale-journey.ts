import type pg from 'pg';
import { DEV_PREHASH_SALT, DEV_PREHASH_SUFFIX } from '../../src/config/config.js';
import { prehashPassword } from '../helpers/prehash.js';
import { onePerson, zipOf } from '../fixtures/upload-helpers.js';

const API = '/ai-photographer';
export const PACK_REFERENCE = 'linkedin-headshots-starter';

/**
 * One browser-like user (a cookie jar of one cookie) whose every request goes to the next web process in
 * turn, as a load balancer without sticky sessions sends them: sessions, rate limits and state must hold
 * in the database, not in a process.
 */
export class ScaleUser {
  cookie = '';
  private turn: number;
  constructor(readonly email: string, private readonly webs: string[], first: number) {
    this.turn = first;
  }

  /** The web process for the next request. */
  get web(): string {
    this.turn += 1;
    return this.webs[this.turn % this.webs.length]!;
  }

  async call(pathName: string, body?: unknown, method = 'POST'): Promise<any> {
    const reply = await fetch(`${this.web}${API}/${pathName}`, {
      method,
      headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(this.cookie ? { cookie: this.cookie } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const session = reply.headers.getSetCookie().map((c) => c.split(';')[0] ?? '').find((c) => c.startsWith('session='));
    if (session) this.cookie = session;
    const text = await reply.text();
    if (!reply.ok) throw new Error(`${this.email} ${pathName} → ${reply.status} ${text.slice(0, 300)}`);
    return text ? JSON.parse(text) : undefined;
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until<T>(what: string, timeoutMs: number, probe: () => Promise<T | undefined>): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(250);
  }
}

/** check-email → the outbox's activation link (read from the shared database) → activate → rules accepted. */
export async function signUp(user: ScaleUser, db: pg.Pool): Promise<void> {
  await user.call('auth-service/check-email', { email: user.email, currentUrl: '/onboarding', persona: 'single' });
  const code = await until(`the activation mail of ${user.email}`, 10_000, async () => {
    const { rows } = await db.query<{ text_body: string }>('select text_body from outgoing_mail where to_address = $1 order by id desc limit 1', [user.email]);
    const match = rows[0]?.text_body.match(/\/activate\?code=([^\s&]+)/)?.[1];
    return match ? decodeURIComponent(match) : undefined;
  });
  const activated = await user.call('auth-service/activate', {
    code, firstName: 'Scale', lastName: 'User', password: prehashPassword('password1', { salt: DEV_PREHASH_SALT, suffix: DEV_PREHASH_SUFFIX }),
    referredFrom: 'google', termsAccepted: true,
  });
  if (activated.status !== 'activated') throw new Error(`activate ${user.email}: ${JSON.stringify(activated)}`);
  await user.call('replicate-service/update-rules-accepted');
}

/** Pays a checkout on the local test checkout page, as the browser's Pay button does. */
async function pay(url: string): Promise<void> {
  const reply = await fetch(`${url}/pay`, { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded', origin: new URL(url).origin }, body: '' });
  if (reply.status !== 303) throw new Error(`pay ${url}: ${reply.status} ${await reply.text()}`);
}

/** A pack with its model's training (the starter pack), or a 3000-credit bundle. */
export async function buy(user: ScaleUser, what: 'starter-pack' | 'credits'): Promise<void> {
  const checkout = what === 'starter-pack'
    ? await user.call('photo-pack-service/photo-packs/checkout', { photoPackReference: PACK_REFERENCE })
    : await user.call('subscription-service/create-checkout-session', { purchaseType: 'payg', credits: 3000 });
  await pay(checkout.url);
}

/** Uploads twelve selfies (multipart, as the studio) and waits until the model's training succeeds. */
export async function train(user: ScaleUser): Promise<string> {
  const form = new FormData();
  form.set('modelName', 'Scale');
  form.set('modelClass', 'woman');
  form.set('modelCharacteristics', 'brown-haired');
  form.set('file', new Blob([new Uint8Array(await zipOf(onePerson()))], { type: 'application/zip' }), 'images.zip');
  const reply = await fetch(`${user.web}${API}/upload-service/upload`, { method: 'POST', headers: { cookie: user.cookie }, body: form });
  const body = await reply.json() as { status: string; modelId: string };
  if (!reply.ok) throw new Error(`upload ${user.email}: ${reply.status} ${JSON.stringify(body)}`);
  await until(`the training of ${user.email}'s model`, 180_000, async () => {
    const { models } = await user.call('replicate-service/models-thin', {}) as { models: { ModelID: string; Status: string }[] };
    const model = models.find((m) => m.ModelID === body.modelId);
    if (model?.Status === 'failed') throw new Error(`training failed for ${user.email}`);
    return model?.Status === 'succeeded' ? true : undefined;
  });
  return body.modelId;
}

export async function generate(user: ScaleUser, modelId: string): Promise<void> {
  const reply = await user.call('replicate-service/gen', { prompt: 'a studio portrait of model', modelId, imageCount: 1 });
  if (reply.status !== 'success') throw new Error(`gen ${user.email}: ${JSON.stringify(reply)}`);
}

/** generate-pack for the bought pack (answers at once with PACK_WAIT_SECONDS=0), then polls until it is done. */
export async function generatePack(user: ScaleUser, modelId: string, packId: number, onStarted: () => void): Promise<number> {
  const { purchaseId } = await user.call('photo-pack-service/get-last-pack-purchase-id') as { purchaseId: number };
  const started = await user.call('photo-pack-service/generate-pack', { packId, modelId, packPurchaseId: purchaseId });
  onStarted();
  await until(`pack generation ${started.packGenerationId}`, 120_000, async () => {
    const { packGeneration } = await user.call(`photo-pack-service/pack-generation/${started.packGenerationId}`, undefined, 'GET');
    return packGeneration.status === 'running' ? undefined : packGeneration.status;
  });
  return started.packGenerationId;
}
