import { CREDITS_PER_TRAINING } from 'api-client';
import type { Db } from '../../infra/db/database.js';
import type { PostCredits, PostedEntry } from './credit-entry.js';
import type { LedgerRepository } from './ledger.repository.js';
import type { TrainingEntitlementsRepository } from './training-entitlements.repository.js';

// The ledger keys of a training (kept as they were before included trainings: the charge by the model's
// public id, the refund by its row id), and the source of an included one, built here and nowhere else.
export const trainingChargeKey = (modelPublicId: string) => `training:${modelPublicId}`;
export const trainingRefundKey = (modelId: number) => `training-refund:${modelId}`;
export const includedTrainingSource = (paymentId: string, n: number) => `checkout:${paymentId}#${n}`;

/** The model a training is for. */
export interface TrainingOf {
  accountId: number;
  /** The model's row id (the refund's key). */
  id: number;
  publicId: string;
  name: string;
}

/** How a training was paid: with a training a purchase included, or with credits. */
export type TrainingPaidWith = 'included' | 'credits';

interface Deps {
  ledger: LedgerRepository;
  entitlements: TrainingEntitlementsRepository;
  post: (input: PostCredits, trx: Db) => Promise<PostedEntry>;
  lockAccount: (accountId: number, trx: Db) => Promise<unknown>;
}

/**
 * What a training costs, told in one place (docs/credits-and-payments.md#trainings): an included training
 * first (a starter pack's, which no other spend can take), otherwise CREDITS_PER_TRAINING credits; a failed
 * training gives back what it used. Each runs in the caller's transaction under the account's ledger lock,
 * and a second call for the same model changes nothing.
 */
export function createTrainingCharges(deps: Deps) {
  return {
    /** Grants the trainings a payment included; a replayed payment grants none again. */
    async grantIncludedTrainings(accountId: number, paymentId: string, count: number, trx: Db): Promise<void> {
      if (count <= 0) return;
      await deps.lockAccount(accountId, trx);
      for (let n = 1; n <= count; n += 1) await deps.entitlements.grant(accountId, includedTrainingSource(paymentId, n), trx);
    },

    /** Pays for the model's training; refuses (402) when neither an included training nor the credits are there. */
    async chargeTraining(model: TrainingOf, trx: Db): Promise<TrainingPaidWith> {
      await deps.lockAccount(model.accountId, trx);
      if (await deps.ledger.findByKey(trainingChargeKey(model.publicId), trx)) return 'credits';
      if (await deps.entitlements.usedBy(model.publicId, trx)) return 'included';
      if (await deps.entitlements.claim(model.accountId, model, trx)) return 'included';
      await deps.post({
        accountId: model.accountId, amount: -CREDITS_PER_TRAINING, reason: 'training', idempotencyKey: trainingChargeKey(model.publicId),
        reference: model.publicId, memo: `Model training: ${model.name}`,
      }, trx);
      return 'credits';
    },

    /** Gives back what the model's failed training used; null when it used nothing (never charged). */
    async refundTraining(model: TrainingOf, trx: Db): Promise<TrainingPaidWith | null> {
      await deps.lockAccount(model.accountId, trx);
      if (await deps.entitlements.release(model.publicId, trx)) return 'included';
      const charge = await deps.ledger.findByKey(trainingChargeKey(model.publicId), trx);
      if (!charge) return null;
      await deps.post({
        accountId: model.accountId, amount: -charge.amount, reason: 'refund', idempotencyKey: trainingRefundKey(model.id),
        reference: model.publicId, memo: `Refund: model training that failed (${model.name})`,
      }, trx);
      return 'credits';
    },

    /** Whether a training could start now: an included training left, or the credits. */
    async canPayTraining(accountId: number, trx?: Db): Promise<boolean> {
      return (await deps.entitlements.unused(accountId, trx)) > 0 || (await deps.ledger.balance(accountId, trx)) >= CREDITS_PER_TRAINING;
    },

    /** Included trainings not used yet: only a training can use them, and they are not credits. */
    includedTrainings: (accountId: number, trx?: Db) => deps.entitlements.unused(accountId, trx),
    includedTrainingHistory: (accountId: number) => deps.entitlements.all(accountId),
    removeUnusedTrainings: (accountId: number, trx: Db) => deps.entitlements.removeUnused(accountId, trx),
  };
}
export type TrainingCharges = ReturnType<typeof createTrainingCharges>;
