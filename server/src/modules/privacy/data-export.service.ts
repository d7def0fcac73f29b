import { randomUUID } from 'node:crypto';
import { buffer } from 'node:stream/consumers';
import type { Transaction } from '../../infra/db/transaction.js';
import type { JobQueue } from '../../infra/jobs/job-queue.js';
import type { Mailer } from '../../infra/mail/mailer.js';
import type { FileStorage } from '../../infra/storage/storage.types.js';
import { zipStream, type ZipSource } from '../../infra/zip/zip-writer.js';
import type { FileUrlSigner } from '../files/index.js';
import { exportReadyMail } from './privacy-mail.js';
import type { PrivacyRepository } from './privacy.repository.js';

/** One export at a time: another request within this many minutes is refused. */
const EXPORT_COOLDOWN_MINUTES = 10;
export const EXPORT_JSON_NAME = 'my-data.json';
export const EXPORT_DOWNLOAD_NAME = 'ai-photographer-data';

export interface DataExportDeps {
  repository: PrivacyRepository;
  storage: FileStorage;
  queue: JobQueue;
  mailer: Mailer;
  transaction: Transaction;
  fileUrlSigner: FileUrlSigner;
  publicUrl: string;
  linkHours: number;
}

const extensionOf = (key: string) => key.slice(key.lastIndexOf('.') + 1);

/**
 * "Export my data" (docs/privacy.md#export-my-data): the `account.export` job zips every photo the user owns
 * (training photos, main images, images) with a JSON of the account, models, purchases and ledger, stores
 * it, and e-mails a signed link that expires; the sweep deletes the zip once its link has expired.
 */
export function createDataExportService(deps: DataExportDeps) {
  async function archive(accountId: number): Promise<Buffer> {
    const data = await deps.repository.exportData(accountId);
    const sources: ZipSource[] = [
      { name: EXPORT_JSON_NAME, load: async () => Buffer.from(JSON.stringify({ exportedAt: new Date().toISOString(), ...data }, null, 2)) },
    ];
    const load = (key: string) => () => deps.storage.get(key);
    for (const photo of data.trainingPhotos) {
      sources.push({ name: `training-photos/${photo.model}/photo-${photo.position}.${extensionOf(photo.storage_key)}`, load: load(photo.storage_key) });
    }
    for (const model of data.models) {
      if (model.main_image_key) sources.push({ name: `models/${model.public_id}/main.${extensionOf(model.main_image_key)}`, load: load(model.main_image_key) });
    }
    for (const image of data.images) {
      sources.push({ name: `images/${image.file_id}.${extensionOf(image.storage_key)}`, load: load(image.storage_key) });
    }
    return buffer(zipStream(sources));
  }

  return {
    async request(accountId: number): Promise<'success' | 'rate-limited'> {
      if (await deps.repository.exportStartedWithin(accountId, EXPORT_COOLDOWN_MINUTES)) return 'rate-limited';
      const storageKey = `exports/${accountId}-${randomUUID()}.zip`;
      const expiresAt = new Date(Date.now() + deps.linkHours * 3_600_000);
      await deps.transaction(async (trx) => {
        const exportId = await deps.repository.insertExport(accountId, storageKey, expiresAt, trx);
        await deps.queue.enqueue('account.export', { exportId }, { singletonKey: `account.export:${exportId}` }, trx);
      });
      deps.queue.wake();
      return 'success';
    },

    /** The `account.export` job; a rerun after a crash rebuilds the zip and mails once (the status flips once). */
    async build(exportId: number): Promise<void> {
      const row = await deps.repository.exportById(exportId);
      if (!row || row.status === 'ready') return;
      await deps.storage.put(row.storage_key, await archive(row.account_id));
      const secondsLeft = Math.max(60, Math.floor((new Date(row.expires_at).getTime() - Date.now()) / 1000));
      const link = `${deps.publicUrl}${deps.fileUrlSigner.sign(row.storage_key, secondsLeft)}&download=${EXPORT_DOWNLOAD_NAME}`;
      // The account was deleted while the zip was being built: its row went with it, so must the zip.
      if (!(await deps.repository.exportById(exportId))) return deps.storage.delete(row.storage_key);
      await deps.transaction(async (trx) => {
        if (!(await deps.repository.markExportReady(exportId, trx))) return;
        const email = await deps.repository.liveEmailOf(row.account_id, trx);
        if (email) await deps.mailer.send(exportReadyMail(email, link, deps.linkHours), trx);
      });
    },

    /** Deletes the zips whose links have expired (the sweep calls this). */
    async deleteExpired(now = new Date()): Promise<number> {
      const expired = await deps.repository.expiredExports(now);
      for (const row of expired) {
        await deps.storage.delete(row.storage_key);
        await deps.repository.deleteExport(row.id);
      }
      return expired.length;
    },
  };
}
export type DataExportService = ReturnType<typeof createDataExportService>;
