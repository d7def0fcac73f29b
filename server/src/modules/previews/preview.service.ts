import { randomUUID } from 'node:crypto';
import {
  NO_SELFIE_MESSAGE, PREVIEW_ALREADY_USED_MESSAGE, PREVIEW_MAX_SELFIES, PREVIEW_NOT_FOUND_MESSAGE, PREVIEWS_PAUSED_MESSAGE,
  previewLookAlikeMessage, previewSelfieIssueMessage, TOO_MANY_PREVIEWS_MESSAGE, TOO_MANY_SELFIES_MESSAGE, type MyPreviewReply,
  type Preview, type PreviewStatus,
} from 'api-client';
import type { AppConfig } from '../../config/config.js';
import type { JobQueue } from '../../infra/jobs/job-queue.js';
import type { Transaction } from '../../infra/db/transaction.js';
import type { RateLimiter } from '../../infra/rate-limit/rate-limiter.js';
import type { FileStorage } from '../../infra/storage/storage.types.js';
import { AppError } from '../../kernel/app-error.js';
import type { PersonaValue } from '../../kernel/persona.js';
import type { UploadedFile } from '../../kernel/uploaded-file.js';
import type { FileUrlSigner } from '../files/index.js';
import type { PreviewEngine } from '../generation/index.js';
import type { SelfieScreener } from '../uploads/index.js';
import type { PreviewAddresses } from './preview-addresses.js';
import { previewView } from './preview-view.js';
import type { NewPreviewFile, PreviewRow, PreviewsRepository } from './previews.repository.js';

/** Previews one network address may start in an hour (an office or a phone carrier shares one). */
export const PREVIEWS_PER_ADDRESS_PER_HOUR = 5;
/** Previews one browser may start in an hour: a second account on the same phone gets one, not ten. */
export const PREVIEWS_PER_DEVICE_PER_HOUR = 2;

export interface PreviewServiceDeps {
  repository: PreviewsRepository;
  storage: FileStorage;
  screener: SelfieScreener;
  selfieLimits: AppConfig['selfieCheck'];
  /** Selfies less alike than this show someone else (LIKENESS_MISS_THRESHOLD, the training upload's check). */
  lookAlikeThreshold: number;
  /** One preview per person, as far as the address tells. */
  addresses: PreviewAddresses;
  rateLimiter: RateLimiter;
  queue: Pick<JobQueue, 'enqueue'>;
  transaction: Transaction;
  fileUrls: FileUrlSigner;
  /** The engine that would make this account's preview (mock while an admin's mock mode is on). */
  engineFor: (accountId: number) => Promise<PreviewEngine>;
  /** PREVIEW_DAILY_LIMIT: previews started per UTC day, all accounts together (0: none). */
  dailyLimit: number;
  retentionHours: number;
  now: () => Date;
}

/** The signed-in account asking: its address decides whose preview it would be. */
export interface PreviewAccount {
  id: number;
  email: string;
  persona: PersonaValue | null;
}

/** Who asks, as the throttles know them: the client address and a hash of the browser's preview cookie. */
export interface PreviewClient {
  ip: string;
  device: string;
}

const paused = () => new AppError('previews-paused', 429, PREVIEWS_PAUSED_MESSAGE);
const usedByAddress = () => new AppError('preview-used', 403, PREVIEW_ALREADY_USED_MESSAGE);
const utcDay = (at: Date) => at.toISOString().slice(0, 10);

/**
 * The free preview's rules (docs/previews.md): one per account ever, and one per person as far as the
 * e-mail address tells, whatever arrives at once; a global budget per UTC day; hourly throttles per
 * network address and per browser; selfies screened like training photos, one person in all of them,
 * before anything is used up. The photos are made by the `preview.make` job (preview.worker.ts).
 */
export function createPreviewService(deps: PreviewServiceDeps) {
  /** Previews can start today: the engine makes them and today's budget is not spent (a read: the transaction decides). */
  async function openToday(accountId: number): Promise<boolean> {
    if (!(await deps.engineFor(accountId)).available) return false;
    return (await deps.repository.budgetUsed(utcDay(deps.now()))) < deps.dailyLimit;
  }

  /** The selfies as sent, checked in the route's words: at least one, at most PREVIEW_MAX_SELFIES, none empty. */
  function selfiesOf(files: UploadedFile[]): Buffer[] {
    const sent = files.filter((file) => file.data.length > 0);
    if (sent.length === 0) throw AppError.badRequest(NO_SELFIE_MESSAGE, 'file');
    if (files.length > PREVIEW_MAX_SELFIES) throw AppError.badRequest(TOO_MANY_SELFIES_MESSAGE, 'file');
    return sent.map((file) => file.data);
  }

  /** The screened selfies, stored under the new preview's folder: each usable, and all of one person. */
  async function storeSelfies(publicId: string, files: Buffer[]): Promise<NewPreviewFile[]> {
    const count = files.length;
    const screening = await deps.screener.screenSelfies(files, deps.selfieLimits, deps.lookAlikeThreshold);
    if (!screening.ok) throw AppError.badRequest(previewSelfieIssueMessage(screening.issues, count), 'file');
    if (screening.lookAlikeOutliers.length > 0) throw AppError.badRequest(previewLookAlikeMessage(screening.lookAlikeOutliers), 'file');
    const stored = screening.photos.map((photo) => ({
      kind: 'selfie' as const, position: photo.position, fileId: randomUUID(), storageKey: `previews/${publicId}/selfie-${photo.position}.jpg`,
      width: photo.width, height: photo.height, jpeg: photo.jpeg,
    }));
    await Promise.all(stored.map((file) => deps.storage.put(file.storageKey, file.jpeg)));
    return stored.map(({ jpeg: _jpeg, ...file }) => file);
  }

  /**
   * In one transaction: the preview (or the one the account has), the throttles' hits, a unit of
   * today's budget, the selfies' rows and the job. A refusal rolls all of it back, hits included.
   * Answers the account's earlier preview when another request recorded one first, else nothing; refuses
   * when another account of the same person recorded theirs first.
   */
  async function record(account: PreviewAccount, publicId: string, selfies: NewPreviewFile[], client: PreviewClient): Promise<PreviewRow | undefined> {
    const createdAt = deps.now();
    const addressHash = deps.addresses.hashOf(account.email);
    return deps.transaction(async (trx) => {
      const id = await deps.repository.insert({ publicId, accountId: account.id, persona: account.persona ?? 'unknown', addressHash, createdAt }, trx);
      if (id === undefined) {
        const earlier = await deps.repository.byAccount(account.id, trx);
        if (!earlier) throw usedByAddress(); // the address's preview: another account of this person
        return earlier;
      }
      if (await deps.addresses.usedElsewhere(account, trx)) throw usedByAddress();
      await deps.rateLimiter.enforceIn(
        trx,
        { key: `preview:ip:${client.ip}`, limit: PREVIEWS_PER_ADDRESS_PER_HOUR, windowSeconds: 3600, message: TOO_MANY_PREVIEWS_MESSAGE },
        { key: `preview:device:${client.device}`, limit: PREVIEWS_PER_DEVICE_PER_HOUR, windowSeconds: 3600, message: TOO_MANY_PREVIEWS_MESSAGE },
      );
      if (!(await deps.repository.takeBudget(utcDay(createdAt), deps.dailyLimit, trx))) throw paused();
      await deps.repository.insertFiles(id, selfies, trx);
      await deps.queue.enqueue('preview.make', { previewId: id }, { singletonKey: `preview.make:${id}` }, trx);
      return undefined;
    });
  }

  return {
    /** preview-service/create: the caller's preview, started now or earlier (the same previewId every time). */
    async create(account: PreviewAccount, files: UploadedFile[], client: PreviewClient): Promise<{ previewId: string; status: PreviewStatus }> {
      // Attempts, however they end: screening costs CPU.
      await deps.rateLimiter.consume(`preview-create:ip:${client.ip}`, `preview-create:account:${account.id}`);
      const earlier = await deps.repository.byAccount(account.id);
      if (earlier) return { previewId: earlier.public_id, status: earlier.status };
      if (await deps.addresses.usedElsewhere(account)) throw usedByAddress();
      if (!(await openToday(account.id))) throw paused();
      const publicId = randomUUID();
      const selfies = await storeSelfies(publicId, selfiesOf(files));
      const discard = () => Promise.all(selfies.map((file) => deps.storage.delete(file.storageKey).catch(() => undefined)));
      let existing: PreviewRow | undefined;
      try {
        existing = await record(account, publicId, selfies, client);
      } catch (error) {
        await discard();
        throw error;
      }
      if (!existing) return { previewId: publicId, status: 'processing' };
      await discard(); // another request of this account made it first
      return { previewId: existing.public_id, status: existing.status };
    },

    /** preview-service/preview/{previewId}: the owner's only, while its files are kept. */
    async get(accountId: number, publicId: string): Promise<Preview> {
      const preview = await deps.repository.byPublicId(publicId);
      if (!preview || preview.account_id !== accountId || preview.files_deleted_at) throw AppError.notFound(PREVIEW_NOT_FOUND_MESSAGE);
      return previewView(preview, await deps.repository.files(preview.id), deps);
    },

    /** preview-service/mine: the caller's preview (null once its files are deleted), and whether one can start now. */
    async mine(account: Pick<PreviewAccount, 'id' | 'email'>): Promise<MyPreviewReply> {
      const retentionHours = deps.retentionHours;
      const preview = await deps.repository.byAccount(account.id);
      if (preview) {
        const shown = preview.files_deleted_at ? null : previewView(preview, await deps.repository.files(preview.id), deps);
        return { preview: shown, available: false, reason: 'used', retentionHours };
      }
      if (await deps.addresses.usedElsewhere(account)) return { preview: null, available: false, reason: 'used-by-address', retentionHours };
      const open = await openToday(account.id);
      return { preview: null, available: open, reason: open ? null : 'paused', retentionHours };
    },
  };
}
export type PreviewService = ReturnType<typeof createPreviewService>;
