import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import type { ImageEngine, ImageRequest } from '../../src/modules/generation/image-engine.js';
import type { HttpClient, HttpResponse } from './http-client.js';
import type { TestServer } from './test-server.js';

/** A tiny real JPEG, what a fake engine returns for every image. */
export const TINY_JPEG = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#88aacc' } }).jpeg().toBuffer();

export interface FakeEngine extends ImageEngine {
  /** Every prompt the engine was asked for, in call order. */
  readonly prompts: string[];
  /** Calls that have returned (made or failed). */
  readonly finished: number;
}

/**
 * An engine that takes `delayMs` per call and fails the calls `fails(prompt, callIndex)` picks.
 * `hang(callIndex)` calls never return (a worker that dies mid-image).
 */
export function fakeEngine(options: { delayMs?: number; fails?: (prompt: string, call: number) => boolean; hang?: (call: number) => boolean } = {}): FakeEngine {
  const prompts: string[] = [];
  let finished = 0;
  return {
    name: 'mock',
    prompts,
    edit: async () => ({ ok: false, error: 'packs do not edit' }),
    filter: async () => ({ ok: false, error: 'packs do not filter' }),
    get finished() {
      return finished;
    },
    async generate(request: ImageRequest) {
      const call = prompts.length;
      prompts.push(request.prompt);
      if (options.hang?.(call)) await new Promise(() => {});
      if (options.delayMs) await new Promise((resolve) => setTimeout(resolve, options.delayMs));
      finished += 1;
      if (options.fails?.(request.prompt, call)) return [{ ok: false as const, error: 'the fake engine failed this image' }];
      return Array.from({ length: request.count }, () => ({ ok: true as const, bytes: TINY_JPEG, contentType: 'image/jpeg' as const }));
    },
  };
}

/** A model of the account that finished training (status succeeded), as the training flow leaves it. */
export async function succeededModel(server: TestServer, accountId: number, modelClass = 'woman', status: 'succeeded' | 'processing' = 'succeeded') {
  const publicId = randomUUID();
  const { db } = server.system;
  const row = await server.system.models.modelsRepository.create({
    publicId, accountId, name: 'Me', modelClass, characteristics: 'brown-haired', triggerWord: `TOK${publicId.slice(0, 8)}`,
    engine: 'mock', mainImageKey: `models/${publicId}/main.jpg`,
  }, [], db);
  // Its look-alike check has run and gave no reference: its images are not scored.
  await db.updateTable('models').set({ status, trained_version: 'mock-version', finished_at: new Date(), look_alike_outliers: [] }).where('id', '=', row.id).execute();
  return { publicId, id: row.id };
}

export async function grant(server: TestServer, accountId: number, amount: number): Promise<void> {
  await server.system.credits.creditsService.post({ accountId, amount, reason: 'grant', idempotencyKey: `test-grant-${randomUUID()}` });
}

export async function packIdOf(server: TestServer, reference: string): Promise<number> {
  const pack = await server.system.packs.packSales.byReference(reference);
  if (!pack) throw new Error(`no approved pack ${reference}`);
  return pack.id;
}

/** A paid pack, recorded the way the payments module's fulfilment does. */
export async function buyPack(server: TestServer, accountId: number, packId: number, paymentId = `pay-${randomUUID()}`): Promise<number> {
  const { purchaseId } = await server.system.db.transaction().execute((trx) =>
    server.system.packs.packPurchasesService.record({ accountId, packId, paymentId }, trx));
  return purchaseId;
}

/** The account's ledger entries as [reason, amount] pairs, oldest first. */
export async function ledgerOf(server: TestServer, accountId: number): Promise<[string, number][]> {
  return (await server.system.credits.creditsService.entries(accountId)).map((e) => [e.reason, e.amount]);
}

/** Posts generate-pack while this test plays the worker (the server runs as ROLE=web). */
export async function generateWhileDraining(server: TestServer, client: HttpClient, body: Record<string, unknown>): Promise<HttpResponse> {
  let done = false;
  const call = client.post('photo-pack-service/generate-pack', body).finally(() => {
    done = true;
  });
  while (!done) {
    await server.drainJobs();
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return call;
}
