import { randomUUID } from 'node:crypto';
import { AppError } from '../../http/app-error.js';
import type { Db } from '../../infra/db/database.js';
import type { JobQueue } from '../../infra/jobs/job-queue.js';
import type { CreditsService } from '../credits/credits.service.js';
import { addOneMonth } from './money.js';
import type { PackPorts } from './pack-ports.js';
import type { PaymentRow, PaymentsRepository } from './payments.repository.js';
import type { ProviderSubscription } from './providers/payment-provider.js';
import type { SubscriptionsRepository } from './subscriptions.repository.js';

export type Transaction = <T>(work: (trx: Db) => Promise<T>) => Promise<T>;

export interface FulfilmentDeps {
  transaction: Transaction;
  payments: PaymentsRepository;
  subscriptions: SubscriptionsRepository;
  credits: CreditsService;
  queue: JobQueue;
  packs: () => PackPorts;
  now?: () => Date;
}

export interface FulfilmentResult {
  payment: PaymentRow;
  /** False when the payment had already been fulfilled: a replayed event changes nothing. */
  applied: boolean;
}

/** The ledger key of a checkout's credits: one grant per checkout, however often its event arrives. */
export const checkoutKey = (paymentId: string) => `checkout:${paymentId}`;

/** The renewal job of a local subscription, due when its period ends. */
export async function scheduleLocalRenewal(queue: JobQueue, accountId: number, periodEnd: Date, trx: Db): Promise<void> {
  await queue.enqueue('subscription.renew', { accountId }, { singletonKey: `subscription.renew:${accountId}:${periodEnd.getTime()}`, runAt: periodEnd }, trx);
}

/**
 * The one path from "a payment succeeded" to what was bought: credits on the ledger, the
 * subscription, the photo pack. Called by the local test checkout's Pay and by Stripe's verified
 * events alike; runs in one transaction with the payment row locked, so it happens at most once.
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

  async function startSubscription(payment: PaymentRow, provided: ProviderSubscription | null | undefined, trx: Db): Promise<void> {
    if (payment.provider === 'stripe' && !provided) throw new Error(`Stripe checkout ${payment.id} completed without a subscription`);
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
    }, trx);
    if (payment.provider === 'local') await scheduleLocalRenewal(deps.queue, payment.account_id, state.currentPeriodEnd, trx);
  }

  async function deliver(payment: PaymentRow, subscription: ProviderSubscription | null | undefined, trx: Db): Promise<void> {
    switch (payment.kind) {
      case 'subscription':
        await startSubscription(payment, subscription, trx);
        break;
      case 'photo-pack':
        if (payment.pack_id === null) throw new Error(`photo-pack payment ${payment.id} names no pack`);
        await deps.packs().purchases.record({ accountId: payment.account_id, packId: payment.pack_id, paymentId: payment.id }, trx);
        break;
      case 'payg':
      case 'plan-upgrade':
        break;
    }
    // Packs that include training carry CREDITS_PER_TRAINING here; bundles and plans their own credits.
    await grant(payment, trx);
  }

  return {
    async fulfil(paymentId: string, facts: { subscription?: ProviderSubscription | null } = {}): Promise<FulfilmentResult> {
      return deps.transaction(async (trx) => {
        const payment = await deps.payments.lock(paymentId, trx);
        if (!payment) throw AppError.notFound('This checkout does not exist.');
        if (payment.status === 'fulfilled') return { payment, applied: false };
        await deliver(payment, facts.subscription, trx);
        await deps.payments.markFulfilled(payment.id, trx);
        return { payment: { ...payment, status: 'fulfilled' as const }, applied: true };
      });
    },
  };
}
export type FulfilmentService = ReturnType<typeof createFulfilmentService>;
