import {
  PURCHASE_INFO_FAILED_MESSAGE, type LastPackPurchase, type MyPackPurchases, type PackPurchaseInfo, type PackPurchaseState,
} from 'api-client';
import { AppError } from '../../kernel/app-error.js';
import type { Db } from '../../infra/db/database.js';
import type { PackPurchasesRepository, PurchaseListRow } from './pack-purchases.repository.js';

export interface PackPurchasesDeps {
  purchases: PackPurchasesRepository;
  /** Whether the account has a succeeded model (a pack can only be generated with one). */
  hasUsableModel: (accountId: number) => Promise<boolean>;
}

function stateOf(row: PurchaseListRow): PackPurchaseState {
  if (row.packGenerationId === null) return 'unused';
  return row.generationStatus === 'running' ? 'generating' : 'generated';
}

export function createPackPurchasesService(deps: PackPurchasesDeps) {
  return {
    /**
     * Records a paid pack inside the payment's fulfilment transaction. Idempotent on the payment: a
     * replayed payment event returns the purchase it recorded the first time.
     */
    async record(input: { accountId: number; packId: number; paymentId: string }, trx: Db): Promise<{ purchaseId: number }> {
      const row = await deps.purchases.insertOnce(input, trx);
      if (row.account_id !== input.accountId || row.pack_id !== input.packId) {
        // One payment paid for one pack of one buyer: anything else is a bug in the caller.
        throw new Error(`payment ${input.paymentId} already recorded a different pack purchase`);
      }
      return { purchaseId: row.id };
    },

    /**
     * photo-pack-service/get-last-pack-purchase-id. trainingRequired: the latest purchase is not
     * generated yet and the user has no succeeded model, so training comes first (whether or not the
     * pack itself paid for the training: a pack cannot be generated without a model).
     */
    async last(accountId: number): Promise<LastPackPurchase> {
      const purchase = await deps.purchases.latest(accountId);
      if (!purchase) return { status: 'no-purchases', purchaseId: null, trainingRequired: false };
      const trainingRequired = purchase.packGenerationId === null && !(await deps.hasUsableModel(accountId));
      return { status: 'success', purchaseId: purchase.id, trainingRequired };
    },

    /** photo-pack-service/my-pack-purchases: the caller's own purchases, newest first, and the one waiting. */
    async mine(accountId: number): Promise<MyPackPurchases> {
      const rows = await deps.purchases.listForAccount(accountId);
      const purchases = rows.map((row) => ({
        purchaseId: row.id,
        title: row.title,
        emoji: row.emoji,
        purchasedAt: new Date(row.createdAt).toISOString(),
        state: stateOf(row),
        generationId: row.packGenerationId,
      }));
      // The list is newest first: its last unused entry is the oldest, the same one pendingId answers.
      const pending = [...purchases].reverse().find((purchase) => purchase.state === 'unused');
      return { status: 'success', purchases, pendingPurchaseId: pending?.purchaseId ?? null };
    },

    /**
     * The pack waiting to be made (train-overview's photoPackPendingID): the oldest purchase not generated
     * yet, so packs bought one after another are made in the order they were bought.
     */
    pendingId: (accountId: number): Promise<number | null> => deps.purchases.oldestUnusedId(accountId),

    /** photo-pack-service/get-pack-purchase-info: the caller's own purchases only. */
    async info(accountId: number, purchaseId: number): Promise<PackPurchaseInfo> {
      const purchase = await deps.purchases.ownedBy(accountId, purchaseId);
      if (!purchase) throw new AppError('purchase-not-found', 404, PURCHASE_INFO_FAILED_MESSAGE);
      return {
        status: 'success',
        packInfo: { PackageID: purchase.packId, Title: purchase.title, PhotoPackDescription: purchase.description },
        packGenerationId: purchase.packGenerationId,
      };
    },

    /** Admin "Reset All" removes the account's purchases (their generated images stay). */
    async resetAccount(accountId: number, trx: Db): Promise<void> {
      await deps.purchases.deleteForAccount(accountId, trx);
    },
  };
}
export type PackPurchasesService = ReturnType<typeof createPackPurchasesService>;
