import { randomUUID } from 'node:crypto';
import type { EditRequest, FilterRequest, ImageEngine, ImageOutcome, ImageRequest } from '../src/modules/generation/image-engine.js';
import { face } from './fixtures/upload-helpers.js';
import type { TestServer } from './helpers/test-server.js';

/** A succeeded flux-lora model of the account, with a main photo in storage (what training leaves behind). */
export async function succeededModel(
  server: TestServer,
  accountId: number,
  options: {
    name?: string; modelClass?: string; characteristics?: string; version?: string; status?: 'succeeded' | 'processing';
    /** The likeness reference its upload would have built (docs/likeness.md); none by default, so nothing is scored. */
    faceReference?: number[];
  } = {},
) {
  const publicId = randomUUID();
  const mainImageKey = `models/${publicId}/main.jpg`;
  await server.system.storage.put(mainImageKey, face(1));
  const row = await server.system.models.modelsRepository.create({
    publicId, accountId, name: options.name ?? 'Ada', modelClass: options.modelClass ?? 'woman',
    characteristics: options.characteristics ?? 'brown-haired,with-glasses', triggerWord: `TOK${publicId.slice(0, 5).toUpperCase()}`,
    engine: 'mock', mainImageKey, faceReference: options.faceReference ?? null,
  }, [], server.system.db);
  const status = options.status ?? 'succeeded';
  await server.system.db.updateTable('models')
    // Its look-alike check has run (its images are scored at once).
    .set({ status, trained_version: status === 'succeeded' ? (options.version ?? `mock:${publicId}`) : null, look_alike_outliers: [] })
    .where('id', '=', row.id).execute();
  return { publicId, id: row.id, triggerWord: row.trigger_word, mainImageKey };
}

export async function grant(server: TestServer, accountId: number, amount: number) {
  await server.system.credits.creditsService.post({ accountId, amount, reason: 'grant', idempotencyKey: `gen-test-${accountId}-${randomUUID()}` });
}

/** The account's balance and the sum of its ledger rows, which must always agree. */
export async function ledgerState(server: TestServer, accountId: number) {
  const entries = await server.system.credits.creditsService.entries(accountId);
  return { balance: await server.system.credits.creditsService.balance(accountId), sum: entries.reduce((total, e) => total + e.amount, 0), entries };
}

const ONE_PIXEL_JPEG = Buffer.from(
  '/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAgGBgcGBQgHBwcJCQgKDBQNDAsLDBkSEw8UHRofHh0aHBwgJC4nICIsIxwcKDcpLDAxNDQ0Hyc5PTgyPC4zNDL/wAALCAABAAEBAREA/8QAFAABAAAAAAAAAAAAAAAAAAAACf/EABQQAQAAAAAAAAAAAAAAAAAAAAD/2gAIAQEAAD8AKp//2Q==',
  'base64',
);

/**
 * A scripted engine that records every request: `fail(i)` says whether image i of a request fails,
 * `throws` makes the whole call throw, `delayMs` slows it down.
 */
export function recordingEngine(options: { fail?: (index: number) => boolean; throws?: string; delayMs?: number } = {}) {
  const requests: ImageRequest[] = [];
  const edits: Array<EditRequest | FilterRequest> = [];
  /** Edits and filters: one image, failed when `fail(0)` says so (or thrown like generate). */
  async function one(request: EditRequest | FilterRequest): Promise<ImageOutcome> {
    edits.push(request);
    if (options.delayMs) await new Promise((resolve) => setTimeout(resolve, options.delayMs));
    if (options.throws) throw new Error(options.throws);
    return options.fail?.(0) ? { ok: false, error: 'the edit failed' } : { ok: true, bytes: ONE_PIXEL_JPEG, contentType: 'image/jpeg' };
  }
  const engine: ImageEngine = {
    name: 'replicate',
    edit: one,
    filter: one,
    async generate(request) {
      requests.push(request);
      if (options.delayMs) await new Promise((resolve) => setTimeout(resolve, options.delayMs));
      if (options.throws) throw new Error(options.throws);
      return Array.from({ length: request.count }, (_, i): ImageOutcome =>
        options.fail?.(i) ? { ok: false, error: `image ${i} failed` } : { ok: true, bytes: ONE_PIXEL_JPEG, contentType: 'image/jpeg' });
    },
  };
  return { engine, requests, edits };
}
