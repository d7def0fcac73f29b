import { randomUUID } from 'node:crypto';
import { AppError } from '../../kernel/app-error.js';
import type { Db } from '../../infra/db/database.js';
import type { JobQueue } from '../../infra/jobs/job-queue.js';
import type { CreditsService } from '../credits/index.js';
import { addOneMonth } from '../../kernel/money.js';
import type { CatalogueRepository } from './catalogue.repository.js';
import type { PackPorts } from './pack-ports.js';
import type { PaymentRow, PaymentsRepository } from './payments.repository.js';
import type { ProviderCharge, ProviderSubscription } from './providers/payment-provider.js';
import type { ReceiptsService } from './receipts.service.js';
import type { SubscriptionsRepository } from './subscriptions.repository.js';

export type Transaction = <T>(work: (trx: Db) => Promise<T>) => Promise<T>;

export interface FulfilmentDeps {
  transaction: Transaction;
  payments: PaymentsRepository;
  subscriptions: SubscriptionsRepository;
  catalogue: Pick<CatalogueRepository, 'anyByReference'>;
  credits: CreditsService;
  queue: JobQueue;
  packs: PackPorts;
  receipts: ReceiptsService;
  now?: () => Date;
}

/** What the payment event tells beyond "paid", read back from the provider (Stripe), never from a payload. */
export interface PaymentFacts {
  /** A subscription checkout's new subscription. */
  subscription?: ProviderSubscription | null;
  /** The receipt page, and the amount where the provider decided it (a prorated upgrade). */
  charge?: ProviderCharge;
}

/** What a delivery granted: the credits, and the subscription the payment started or upgraded. */
interface Delivered {
  credits: number;
  providerSubscriptionId: string | null;
}

export interface FulfilmentResult {
  payment: PaymentRow;
  /** False when the payment had already been settled: a replayed event changes nothing. */
  applied: boolean;
}

const LIVE_SUBSCRIPTION_STATUSES = new Set(['active', 'trialing', 'past_due', 'incomplete', 'unpaid', 'paused']);

/** The ledger key of a checkout's credits: one grant per checkout, however often its event arrives. */
export const checkoutKey = (paymentId: string) => `checkout:${paymentId}`;

/** The renewal job of a local subscription, due when its period ends. */
export async function scheduleLocalRenewal(queue: JobQueue, accountId: number, periodEnd: Date, trx: Db): Promise<void> {
  await queue.enqueue('subscription.renew', { accountId }, { singletonKey: `subscription.renew:${accountId}:${periodEnd.getTime()}`, runAt: periodEnd }, trx);
}

/**
 * The one path from "a payment succeeded" to what was bought: credits on the ledger, the
 * subscription, the photo pack, and the receipt e-mail. Called by the local test checkout's Pay and
 * by Stripe's verified events alike; runs in one transaction with the payment row locked, so it
 * happens at most once.
 */
export function createFulfilmentService(deps: FulfilmentDeps) {
  const now = deps.now ?? (() => new Date());

  async function grant(payment: PaymentRow, trx: Db): Promise<void> {
    if (payment.credits <= 0) return;
    await deps.credits.post({
      accountId: payment.account_id, amount: payment.credits, reason: 'purchase',
      idempotencyKey: checkoutKey(payment.id), reference: payment.id,
    }, trx);
  }

  /**
   * The first month of a plan. An account holds one live subscription: a second one paid anyway (two
   * Stripe checkouts completed) is not started and grants nothing; a job ends it and refunds it.
   * Returns the started subscription's id, or null for such a duplicate.
   */
  async function startSubscription(payment: PaymentRow, provided: ProviderSubscription | null | undefined, trx: Db): Promise<string | null> {
    if (payment.provider === 'stripe' && !provided) throw new Error(`Stripe checkout ${payment.id} completed without a subscription`);
    const existing = await deps.subscriptions.lock(payment.account_id, trx);
    if (existing && LIVE_SUBSCRIPTION_STATUSES.has(existing.status) && existing.provider_subscription_id !== (provided?.id ?? null)) {
      await deps.payments.markRefunded(payment.id, trx);
      await deps.queue.enqueue('subscription.refund-duplicate', { paymentId: payment.id, providerSubscriptionId: provided?.id ?? null },
        { singletonKey: `subscription.refund-duplicate:${payment.id}` }, trx);
      return null;
    }
    const state = provided ?? {
      id: `lsub_${randomUUID()}`, customerId: null, status: 'active', cancelAtPeriodEnd: false,
      currentPeriodEnd: addOneMonth(now()), planReference: payment.item_reference,
    };
    await deps.subscriptions.upsert(payment.account_id, {
      packageReference: payment.item_reference,
      provider: payment.provider,
      providerSubscriptionId: state.id,
      providerCustomerId: state.customerId,
      status: state.status,
      cancelAtPeriodEnd: state.cancelAtPeriodEnd,
      currentPeriodEnd: state.currentPeriodEnd,
      periodCreditsGranted: payment.credits,
    }, trx);
    if (payment.provider === 'local') await scheduleLocalRenewal(deps.queue, payment.account_id, state.currentPeriodEnd, trx);
    return state.id;
  }

  /**
   * An upgrade grants the new plan's credits above what this billing period has already granted (a
   * downgrade and a re-upgrade in the same period grant nothing more). Returns the credits granted.
   */
  async function upgradeCredits(payment: PaymentRow, trx: Db): Promise<Delivered> {
    const row = await deps.subscriptions.lock(payment.account_id, trx);
    const plan = await deps.catalogue.anyByReference(payment.item_reference, trx);
    if (!row || !plan) return { credits: 0, providerSubscriptionId: row?.provider_subscription_id ?? null };
    const due = Math.max(0, plan.credits - row.period_credits_granted);
    if (due > 0) await deps.subscriptions.setPeriodCredits(payment.account_id, plan.credits, trx);
    return { credits: due, providerSubscriptionId: row.provider_subscription_id };
  }

  /** Delivers what was bought; returns what it granted, or null when the payment is refunded instead. */
  async function deliver(payment: PaymentRow, subscription: ProviderSubscription | null | undefined, trx: Db): Promise<Delivered | null> {
    let delivered: Delivered = { credits: payment.credits, providerSubscriptionId: null };
    switch (payment.kind) {
      case 'subscription': {
        const started = await startSubscription(payment, subscription, trx);
        if (started === null) return null;
        delivered = { ...delivered, providerSubscriptionId: started };
        break;
      }
      case 'photo-pack':
        if (payment.pack_id === null) throw new Error(`photo-pack payment ${payment.id} names no pack`);
        await deps.packs.purchases.record({ accountId: payment.account_id, packId: payment.pack_id, paymentId: payment.id }, trx);
        break;
      case 'plan-upgrade':
        delivered = await upgradeCredits(payment, trx);
        break;
      case 'payg':
        break;
      case 'renewal':
        // Renewals are recorded already paid, by the subscription service: no checkout fulfils one.
        throw new Error(`renewal payment ${payment.id} cannot be fulfilled as a checkout`);
    }
    // Bundles and plans carry their credits; a pack that includes a training carries the training itself.
    await grant({ ...payment, credits: delivered.credits }, trx);
    await deps.credits.grantIncludedTrainings(payment.account_id, payment.id, payment.trainings, trx);
    return delivered;
  }

  return {
    /**
     * A delayed payment that failed (Stripe's async_payment_failed): the pending payment becomes failed and
     * the buyer is told, in one transaction, so once however often the event arrives; nothing is granted.
     * Returns false when the payment was not pending (paid, cancelled or failed already).
     */
    async recordFailure(paymentId: string): Promise<boolean> {
      const found = await deps.payments.find(paymentId);
      if (!found) return false;
      return deps.transaction(async (trx) => {
        // The billing lock order: account, then payment.
        await deps.credits.lockAccount(found.account_id, trx);
        const failed = await deps.payments.markFailed(paymentId, trx);
        if (!failed) return false;
        await deps.receipts.sendPaymentFailed(failed, trx);
        return true;
      });
    },

    /** Fulfils the payment once and queues its receipt in the same transaction (so also once). */
    async fulfil(paymentId: string, facts: PaymentFacts = {}): Promise<FulfilmentResult> {
      const found = await deps.payments.find(paymentId);
      if (!found) throw AppError.notFound('This checkout does not exist.');
      return deps.transaction(async (trx) => {
        // Billing locks go account first, then subscription, then payment, everywhere: no deadlocks.
        await deps.credits.lockAccount(found.account_id, trx);
        const payment = await deps.payments.lock(paymentId, trx);
        if (!payment) throw AppError.notFound('This checkout does not exist.');
        if (payment.status === 'fulfilled' || payment.status === 'refunded') return { payment, applied: false };
        const delivered = await deliver(payment, facts.subscription, trx);
        if (delivered === null) return { payment: { ...payment, status: 'refunded' as const, credits: 0 }, applied: false };
        const settled = await deps.payments.markFulfilled(payment.id, trx, { ...delivered, charge: facts.charge });
        await deps.receipts.send(settled, trx);
        return { payment: settled, applied: true };
      });
    },
  };
}
export type FulfilmentService = ReturnType<typeof createFulfilmentService>;
