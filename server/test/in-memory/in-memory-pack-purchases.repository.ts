import type { Selectable } from 'kysely';
import type { Db } from '../../src/infra/db/database.js';
import type { PackPurchasesTable } from '../../src/infra/db/schema.js';
import type { PackPurchasesRepository, PurchaseListRow, PurchaseWithPack } from '../../src/modules/packs/pack-purchases.repository.js';
import type { PackRow } from '../../src/modules/packs/packs.repository.js';
import { insertRow, type InMemoryDatabase } from './in-memory-database.js';
import type { PackGenerationRow } from './in-memory-pack-generations.repository.js';

type PurchaseRow = Selectable<PackPurchasesTable>;

/** Paid packs, one per payment; joined with the packs and generations they come from and led to. */
export function createInMemoryPackPurchasesRepository(db: InMemoryDatabase, joins: { packs: () => PackRow[]; generations: () => PackGenerationRow[] }) {
  const purchases: PurchaseRow[] = [];

  function withPack(row: PurchaseRow): PurchaseWithPack {
    const pack = joins.packs().find((p) => p.id === row.pack_id);
    if (!pack) throw new Error(`purchase ${row.id} names unknown pack ${row.pack_id}`);
    return {
      id: row.id, packId: row.pack_id, title: pack.title, description: pack.description, includesTraining: pack.includes_training,
      packGenerationId: joins.generations().find((g) => g.pack_purchase_id === row.id)?.id ?? null,
    };
  }

  function listRow(row: PurchaseRow): PurchaseListRow {
    const pack = joins.packs().find((p) => p.id === row.pack_id);
    if (!pack) throw new Error(`purchase ${row.id} names unknown pack ${row.pack_id}`);
    const generation = joins.generations().find((g) => g.pack_purchase_id === row.id);
    return {
      id: row.id, title: pack.title, emoji: pack.emoji, createdAt: row.created_at,
      packGenerationId: generation?.id ?? null, generationStatus: generation?.status ?? null,
    };
  }
  const unused = (row: PurchaseRow) => !joins.generations().some((g) => g.pack_purchase_id === row.id);

  const repository = {
    async insertOnce(input: { accountId: number; packId: number; paymentId: string }, trx: Db) {
      const row = purchases.find((p) => p.payment_id === input.paymentId)
        ?? insertRow(db, purchases, { id: db.nextId(), account_id: input.accountId, pack_id: input.packId, payment_id: input.paymentId, created_at: new Date() }, trx);
      return { id: row.id, account_id: row.account_id, pack_id: row.pack_id };
    },
    latest: async (accountId: number) => {
      const row = purchases.filter((p) => p.account_id === accountId).at(-1);
      return row && withPack(row);
    },
    listForAccount: async (accountId: number) => purchases.filter((p) => p.account_id === accountId).reverse().map(listRow),
    oldestUnusedId: async (accountId: number) => purchases.find((p) => p.account_id === accountId && unused(p))?.id ?? null,
    ownedBy: async (accountId: number, purchaseId: number, _trx?: Db) => {
      const row = purchases.find((p) => p.id === purchaseId && p.account_id === accountId);
      return row && withPack(row);
    },
    async deleteForAccount(accountId: number, _trx: Db): Promise<void> {
      purchases.splice(0, purchases.length, ...purchases.filter((p) => p.account_id !== accountId));
    },
  } satisfies PackPurchasesRepository;

  return { repository, purchases };
}
