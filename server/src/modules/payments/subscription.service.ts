import { randomBytes } from 'node:crypto';
import { AppError } from '../../http/app-error.js';
import type { Db } from '../../infra/db/database.js';
import type { JobQueue } from '../../infra/jobs/job-queue.js';
import type { CreditsService } from '../credits/credits.service.js';
import type { CatalogueRepository, CataloguePackage } from './catalogue.repository.js';
import { scheduleLocalRenewal, type FulfilmentService, type Transaction } from './fulfilment.service.js';
import { addOneMonth } from './money.js';
import type { PaymentsRepository } from './payments.repository.js';
import type { PaymentProvider, ProviderSubscription } from './providers/payment-provider.js';
import type { SubscriptionRow, SubscriptionsRepository } from './subscriptions.repository.js';

/** Statuses in which the user still has a subscription (shown, and changed in place rather than bought again). */
const CURRENT_STATUSES = new Set(['active', 'trialing', 'past_due']);
/** Statuses that earn the subscriber's pack discount: paid up. */
const PAID_UP_STATUSES = new Set(['active', 'trialing']);

export const NO_SUBSCRIPTION_MESSAGE = 'You do not have an active subscription.';
export const SAME_PLAN_MESSAGE = 'You are already subscribed to this plan.';

export interface CurrentSubscription {
  reference: string;
  title: string;
  /** Null once the subscription is set to end with its period: nothing more will be billed. */
  nextBillingDate: Date | null;
  periodEnd: Date;
}

export interface SubscriptionServiceDeps {
  transaction: Transaction;
  subscriptions: SubscriptionsRepository;
  payments: PaymentsRepository;
  catalogue: CatalogueRepository;
  credits: CreditsService;
  provider: PaymentProvider;
  fulfilment: FulfilmentService;
  queue: JobQueue;
  now?: () => Date;
}

export const newPaymentId = () => `pay_${randomBytes(12).toString('base64url')}`;

function longDate(date: Date): string {
  return date.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
}

/**
 * Subscriptions after checkout: what the account page shows, plan changes in place, cancellation at
 * period end, renewals (Stripe invoices, or our own sweep for the local provider) and provider updates.
 * Credits never expire: nothing here takes credits back.
 */
export function createSubscriptionService(deps: SubscriptionServiceDeps) {
  const now = deps.now ?? (() => new Date());
  const isCurrent = (row: SubscriptionRow | undefined): row is SubscriptionRow => row !== undefined && CURRENT_STATUSES.has(row.status);

  async function planOf(row: SubscriptionRow, trx?: Db): Promise<CataloguePackage> {
    const plan = await deps.catalogue.anyByReference(row.package_reference, trx);
    if (!plan) throw new Error(`subscription of account ${row.account_id} names unknown plan ${row.package_reference}`);
    return plan;
  }

  async function renewAccount(accountId: number, at: Date): Promise<number> {
    return deps.transaction(async (trx) => {
      const row = await deps.subscriptions.lock(accountId, trx);
      if (!row || row.provider !== 'local' || row.status !== 'active') return 0;
      const plan = await planOf(row, trx);
      let periodEnd = new Date(row.current_period_end);
      let renewed = 0;
      while (periodEnd <= at) {
        if (row.cancel_at_period_end) {
          await deps.subscriptions.update(accountId, { status: 'canceled', cancelAtPeriodEnd: true, currentPeriodEnd: periodEnd }, trx);
          return renewed;
        }
        // One grant per subscription and period, whoever runs the renewal and however often.
        await deps.credits.post({
          accountId, amount: plan.credits, reason: 'purchase',
          idempotencyKey: `renewal:${row.provider_subscription_id}:${periodEnd.toISOString()}`, reference: row.provider_subscription_id,
        }, trx);
        periodEnd = addOneMonth(periodEnd);
        renewed += 1;
      }
      if (renewed > 0) {
        await deps.subscriptions.update(accountId, { status: 'active', cancelAtPeriodEnd: false, currentPeriodEnd: periodEnd }, trx);
        await scheduleLocalRenewal(deps.queue, accountId, periodEnd, trx);
      }
      return renewed;
    });
  }

  return {
    async current(accountId: number): Promise<CurrentSubscription | null> {
      const row = await deps.subscriptions.find(accountId);
      if (!isCurrent(row)) return null;
      const plan = await planOf(row);
      const periodEnd = new Date(row.current_period_end);
      return { reference: plan.reference, title: plan.title, nextBillingDate: row.cancel_at_period_end ? null : periodEnd, periodEnd };
    },

    /** Part 2 §1: an active subscriber pays 35 % less for a photo pack. */
    async isSubscriber(accountId: number): Promise<boolean> {
      const row = await deps.subscriptions.find(accountId);
      return row !== undefined && PAID_UP_STATUSES.has(row.status);
    },

    /**
     * Moves a subscriber to another plan in place. An upgrade is charged the prorated difference now
     * and grants the difference in credits at once; a downgrade takes effect at the next renewal.
     * Returns the id of the upgrade's payment, or null for a downgrade.
     */
    async changePlan(accountId: number, plan: CataloguePackage, originatingPagePath: string): Promise<string | null> {
      const row = await deps.subscriptions.find(accountId);
      if (!isCurrent(row)) throw AppError.badRequest(NO_SUBSCRIPTION_MESSAGE);
      if (row.package_reference === plan.reference) throw AppError.badRequest(SAME_PLAN_MESSAGE, 'subscriptionPlanReference');
      if (row.provider !== deps.provider.name || !row.provider_subscription_id) {
        throw AppError.badRequest('Your subscription was set up with another payment method. Please contact support to change it.');
      }
      const current = await planOf(row);
      const upgrade = plan.priceCents > current.priceCents;
      const paymentId = upgrade ? newPaymentId() : null;
      if (paymentId) {
        await deps.payments.insert({
          id: paymentId, accountId, kind: 'plan-upgrade', itemReference: plan.reference, title: `${current.title} → ${plan.title}`,
          credits: Math.max(0, plan.credits - current.credits), amountCents: plan.priceCents - current.priceCents,
          provider: deps.provider.name, originatingPagePath,
        });
      }
      let changed: ProviderSubscription | null;
      try {
        changed = await deps.provider.changePlan({
          providerSubscriptionId: row.provider_subscription_id, plan, chargeNow: upgrade,
          idempotencyKey: `plan-change:${paymentId ?? `${row.provider_subscription_id}:${plan.reference}:${now().getTime()}`}`,
        });
      } catch (error) {
        if (paymentId) await deps.payments.cancelPending(paymentId);
        throw error;
      }
      await deps.subscriptions.update(accountId, {
        status: changed?.status ?? row.status, cancelAtPeriodEnd: false,
        currentPeriodEnd: changed?.currentPeriodEnd ?? row.current_period_end, packageReference: plan.reference,
      });
      // The provider has charged the difference (Stripe fails the update otherwise): that is the payment event.
      if (paymentId) await deps.fulfilment.fulfil(paymentId);
      return paymentId;
    },

    async cancel(accountId: number): Promise<{ message: string }> {
      const row = await deps.subscriptions.find(accountId);
      if (!isCurrent(row)) throw AppError.badRequest(NO_SUBSCRIPTION_MESSAGE);
      let periodEnd = new Date(row.current_period_end);
      if (!row.cancel_at_period_end) {
        const provided = row.provider === deps.provider.name && row.provider_subscription_id
          ? await deps.provider.cancelAtPeriodEnd(row.provider_subscription_id)
          : null;
        periodEnd = provided?.currentPeriodEnd ?? periodEnd;
        await deps.subscriptions.update(accountId, { status: provided?.status ?? row.status, cancelAtPeriodEnd: true, currentPeriodEnd: periodEnd });
      }
      return { message: `Your subscription has been cancelled. It stays active until ${longDate(periodEnd)}, and you keep all your credits.` };
    },

    /** Grants the next period's credits of every local subscription whose period has ended by `at`. */
    async renewDueSubscriptions(at: Date = now()): Promise<number> {
      let renewed = 0;
      for (const accountId of await deps.subscriptions.dueLocal(at)) renewed += await renewAccount(accountId, at);
      return renewed;
    },

    renewAccount: (accountId: number) => renewAccount(accountId, now()),

    /** A monthly Stripe invoice was paid: that plan's credits again, once per invoice. */
    async grantRenewalInvoice(invoiceId: string, providerSubscriptionId: string): Promise<void> {
      const row = await deps.subscriptions.findByProviderId(providerSubscriptionId);
      // Not stored yet (its checkout event is still on its way): fail, so Stripe delivers it again later.
      if (!row) throw new Error(`invoice ${invoiceId} is for unknown subscription ${providerSubscriptionId}`);
      const plan = await planOf(row);
      await deps.credits.post({
        accountId: row.account_id, amount: plan.credits, reason: 'purchase', idempotencyKey: `invoice:${invoiceId}`, reference: providerSubscriptionId,
      });
    },

    /** Ends a subscription at the provider now; one that has already ended is left alone. */
    async cancelAtProvider(providerSubscriptionId: string): Promise<void> {
      await deps.provider.cancelNow(providerSubscriptionId);
    },

    /** Takes the provider's word on status, cancellation and period end (subscription events). */
    async applyProviderState(state: ProviderSubscription): Promise<boolean> {
      const row = await deps.subscriptions.findByProviderId(state.id);
      if (!row) return false;
      const known = state.planReference ? await deps.catalogue.anyByReference(state.planReference) : undefined;
      await deps.subscriptions.update(row.account_id, {
        status: state.status, cancelAtPeriodEnd: state.cancelAtPeriodEnd, currentPeriodEnd: state.currentPeriodEnd,
        ...(known ? { packageReference: known.reference } : {}),
      });
      return true;
    },

    /**
     * Admin "Reset All": our records of the subscription and of purchases go, and a job ends the
     * subscription at the provider once that has committed (no network call inside the transaction).
     */
    async resetAccount(accountId: number, trx: Db): Promise<void> {
      const row = await deps.subscriptions.find(accountId, trx);
      if (row && row.provider === deps.provider.name && row.provider !== 'local' && row.provider_subscription_id && row.status !== 'canceled') {
        const providerSubscriptionId = row.provider_subscription_id;
        await deps.queue.enqueue('subscription.cancel-at-provider', { providerSubscriptionId }, { singletonKey: `subscription.cancel:${providerSubscriptionId}` }, trx);
      }
      await deps.subscriptions.delete(accountId, trx);
      await deps.payments.deleteForAccount(accountId, trx);
    },
  };
}
export type SubscriptionService = ReturnType<typeof createSubscriptionService>;
