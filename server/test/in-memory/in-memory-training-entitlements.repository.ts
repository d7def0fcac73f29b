import type { Db } from '../../src/infra/db/database.js';
import type { TrainingEntitlement, TrainingEntitlementsRepository } from '../../src/modules/credits/training-entitlements.repository.js';
import type { InMemoryDatabase } from './in-memory-database.js';

/** Included trainings in an array; a source grants once and a model uses one at most, as the table's keys say. */
export function createInMemoryTrainingEntitlementsRepository(db: InMemoryDatabase) {
  const rows: Array<TrainingEntitlement & { accountId: number }> = [];
  const unusedOf = (accountId: number) => rows.filter((row) => row.accountId === accountId && row.usedAt === null);
  const set = (row: TrainingEntitlement, modelPublicId: string | null, trx: Db) => {
    const before = { modelPublicId: row.modelPublicId, usedAt: row.usedAt };
    Object.assign(row, { modelPublicId, usedAt: modelPublicId === null ? null : new Date() });
    db.onRollback(trx, () => Object.assign(row, before));
  };

  return {
    async grant(accountId: number, source: string, trx: Db): Promise<boolean> {
      if (rows.some((row) => row.source === source)) return false;
      const row = { id: db.nextId(), accountId, source, grantedAt: new Date(), modelPublicId: null, usedAt: null };
      rows.push(row);
      db.onRollback(trx, () => rows.splice(rows.indexOf(row), 1));
      return true;
    },
    async claim(accountId: number, model: { publicId: string }, trx: Db): Promise<boolean> {
      const row = unusedOf(accountId)[0];
      if (row) set(row, model.publicId, trx);
      return row !== undefined;
    },
    async usedBy(modelPublicId: string) {
      const row = rows.find((r) => r.modelPublicId === modelPublicId);
      return row && { id: row.id };
    },
    async release(modelPublicId: string, trx: Db): Promise<boolean> {
      const row = rows.find((r) => r.modelPublicId === modelPublicId);
      if (row) set(row, null, trx);
      return row !== undefined;
    },
    unused: async (accountId: number) => unusedOf(accountId).length,
    async removeUnused(accountId: number, trx: Db): Promise<number> {
      const gone = unusedOf(accountId);
      for (const row of gone) rows.splice(rows.indexOf(row), 1);
      db.onRollback(trx, () => rows.push(...gone));
      return gone.length;
    },
    all: async (accountId: number) => rows.filter((row) => row.accountId === accountId).map(({ accountId: _, ...row }) => ({ ...row })),
  } satisfies TrainingEntitlementsRepository;
}
