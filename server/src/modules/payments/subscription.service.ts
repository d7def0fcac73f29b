import { randomBytes } from 'node:crypto';
import { AppError } from '../../kernel/app-error.js';
import type { Db } from '../../infra/db/database.js';
import type { JobQueue } from '../../infra/jobs/job-queue.js';
import type { CreditsService } from '../credits/index.js';
import type { CatalogueRepository, CataloguePackage } from './catalogue.repository.js';
import { scheduleLocalRenewal, type FulfilmentService, type Transaction } from './fulfilment.service.js';
import { addOneMonth, CATALOGUE_CURRENCY } from '../../kernel/money.js';
import type { PaymentsRepository } from './payments.repository.js';
import type { PaymentProvider, PlanChangeResult, ProviderCharge, ProviderSubscription } from './providers/payment-provider.js';
import type { ReceiptsService } from './receipts.service.js';
import type { SubscriptionRow, SubscriptionsRepository } from './subscriptions.repository.js';

/** Statuses in which the user still has a subscription (shown, and changed in place rather than bought again). */
const CURRENT_STATUSES = new Set(['active', 'trialing', 'past_due']);
/** Statuses that earn the subscriber's pack discount: paid up. */
const PAID_UP_STATUSES = new Set(['active', 'trialing']);

export const NO_SUBSCRIPTION_MESSAGE = 'You do not have an active subscription.';
export const SAME_PLAN_MESSAGE = 'You are already subscribed to this plan.';
export const PLAN_CHANGE_IN_PROGRESS_MESSAGE = 'Your plan is already being changed. Please wait a moment and try again.';
/** A plan change claimed longer ago than this was cut off (its process died): another may start. */
const PLAN_CHANGE_CLAIM_MS = 2 * 60_000;

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
  receipts: ReceiptsService;
  queue: JobQueue;
  now?: () => Date;
}

/** One renewal as its payment event tells it: the ledger key that grants it once, and what was charged. */
interface PaidRenewal {
  idempotencyKey: string;
  providerSubscriptionId: string;
  /** Stripe's invoice; null for the local renewal job. */
  invoiceId: string | null;
  charge: ProviderCharge;
}

/** A subscription the account still has: shown, and changed in place rather than bought again. */
export const isCurrentSubscription = (row: SubscriptionRow | undefined): row is SubscriptionRow =>
  row !== undefined && CURRENT_STATUSES.has(row.status);

/** A plan change claimed the subscription and has not ended; a claim older than its limit is abandoned. */
const planChangeUnderWay = (row: SubscriptionRow, at: Date): boolean =>
  row.plan_change_started_at !== null && at.getTime() - new Date(row.plan_change_started_at).getTime() < PLAN_CHANGE_CLAIM_MS;

/** A subscription row as the session query reads it for account-info (`subscriptionColumns`). */
export interface SubscriptionWithPlanTitle {
  account_id: number;
  status: string;
  package_reference: string;
  cancel_at_period_end: boolean;
  /** A Date, or its JSON text. */
  current_period_end: Date | string;
  plan_title: string | null;
}

/** What account-info shows of the account's subscription: null unless it is current (as `current`). */
export function shownSubscription(row: SubscriptionWithPlanTitle | null): { reference: string; title: string; nextBillingDate: Date | null } | null {
  if (!row || !CURRENT_STATUSES.has(row.status)) return null;
  if (row.plan_title === null) throw new Error(`subscription of account ${row.account_id} names unknown plan ${row.package_reference}`);
  return { reference: row.package_reference, title: row.plan_title, nextBillingDate: row.cancel_at_period_end ? null : new Date(row.current_period_end) };
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
  const isCurrent = isCurrentSubscription;

  async function planOf(row: SubscriptionRow, trx?: Db): Promise<CataloguePackage> {
    const plan = await deps.catalogue.anyByReference(row.package_reference, trx);
    if (!plan) throw new Error(`subscription of account ${row.account_id} names unknown plan ${row.package_reference}`);
    return plan;
  }

  /**
   * A paid month after the first: the plan's credits once per key, recorded as a renewal payment with its
   * receipt, in the caller's transaction (which holds the account's lock). A new period begins: upgrades
   * in it are measured against this grant. False when the key was granted before (a replay).
   */
  async function recordRenewal(row: SubscriptionRow, plan: CataloguePackage, paid: PaidRenewal, trx: Db): Promise<boolean> {
    const subscriptionId = paid.providerSubscriptionId;
    const paymentId = newPaymentId();
    const granted = await deps.credits.post({
      accountId: row.account_id, amount: plan.credits, reason: 'purchase', idempotencyKey: paid.idempotencyKey, reference: paymentId,
    }, trx);
    if (granted.replayed) return false;
    const month = 2 + (await deps.payments.renewalCount(row.account_id, subscriptionId, trx));
    const payment = await deps.payments.insertRenewal({
      id: paymentId, accountId: row.account_id, planReference: plan.reference, title: `${plan.title} plan — month ${month}`,
      credits: plan.credits, amountCents: paid.charge.amountCents ?? plan.priceCents, currency: paid.charge.currency ?? CATALOGUE_CURRENCY,
      provider: row.provider, providerSubscriptionId: subscriptionId, invoiceId: paid.invoiceId, receiptUrl: paid.charge.receiptUrl,
    }, trx);
    await deps.receipts.send(payment, trx);
    await deps.subscriptions.setPeriodCredits(row.account_id, plan.credits, trx);
    return true;
  }

  async function renewAccount(accountId: number, at: Date): Promise<number> {
    return deps.transaction(async (trx) => {
      const row = await deps.subscriptions.lock(accountId, trx);
      if (!row || row.provider !== 'local' || row.status !== 'active' || !row.provider_subscription_id) return 0;
      const providerSubscriptionId = row.provider_subscription_id;
      const plan = await planOf(row, trx);
      let periodEnd = new Date(row.current_period_end);
      let renewed = 0;
      while (periodEnd <= at) {
        if (row.cancel_at_period_end) {
          await deps.subscriptions.update(accountId, { status: 'canceled', cancelAtPeriodEnd: true, currentPeriodEnd: periodEnd }, trx);
          return renewed;
        }
        // One grant (and one receipt) per subscription and period, whoever runs the renewal and however often.
        await recordRenewal(row, plan, {
          idempotencyKey: `renewal:${providerSubscriptionId}:${periodEnd.toISOString()}`, providerSubscriptionId, invoiceId: null, charge: { receiptUrl: null },
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

    /** Whether the account earns the subscriber's 35 % off photo packs: a paid-up (active or trialing) plan. */
    async isSubscriber(accountId: number): Promise<boolean> {
      const row = await deps.subscriptions.find(accountId);
      return row !== undefined && PAID_UP_STATUSES.has(row.status);
    },

    /**
     * Moves a subscriber to another plan in place, one change at a time per account. An upgrade that
     * raises this period's credits is charged the prorated difference now and grants that difference
     * once paid (Stripe fails the change unless its invoice is paid); a downgrade, or going back up to a
     * plan this period already paid for, is not charged, grants nothing and bills the new price from
     * the next renewal. Returns the id of the upgrade's payment, or null when nothing was charged.
     */
    async changePlan(accountId: number, plan: CataloguePackage, originatingPagePath: string): Promise<string | null> {
      const claim = await deps.transaction(async (trx) => {
        const row = await deps.subscriptions.lock(accountId, trx);
        if (!isCurrent(row)) throw AppError.badRequest(NO_SUBSCRIPTION_MESSAGE);
        if (planChangeUnderWay(row, now())) throw new AppError('plan-change-in-progress', 409, PLAN_CHANGE_IN_PROGRESS_MESSAGE);
        if (row.package_reference === plan.reference) throw AppError.badRequest(SAME_PLAN_MESSAGE, 'subscriptionPlanReference');
        if (row.provider !== deps.provider.name || !row.provider_subscription_id) {
          throw AppError.badRequest('Your subscription was set up with another payment method. Please contact support to change it.');
        }
        const current = await planOf(row, trx);
        const chargeNow = plan.priceCents > current.priceCents && plan.credits > row.period_credits_granted;
        const paymentId = chargeNow ? newPaymentId() : null;
        if (paymentId) {
          await deps.payments.insert({
            id: paymentId, accountId, kind: 'plan-upgrade', itemReference: plan.reference, title: `${current.title} → ${plan.title}`,
            credits: plan.credits - row.period_credits_granted, amountCents: plan.priceCents - current.priceCents,
            provider: deps.provider.name, originatingPagePath,
          }, trx);
        }
        await deps.subscriptions.startPlanChange(accountId, now(), trx);
        return { row, paymentId, chargeNow, providerSubscriptionId: row.provider_subscription_id };
      });

      let changed: PlanChangeResult | null;
      try {
        changed = await deps.provider.changePlan({
          providerSubscriptionId: claim.providerSubscriptionId, plan, chargeNow: claim.chargeNow,
          idempotencyKey: `plan-change:${claim.paymentId ?? `${claim.providerSubscriptionId}:${plan.reference}:${now().getTime()}`}`,
        });
      } catch (error) {
        await deps.transaction(async (trx) => {
          await deps.subscriptions.lock(accountId, trx);
          if (claim.paymentId) await deps.payments.cancelPending(claim.paymentId, trx);
          await deps.subscriptions.endPlanChange(accountId, trx);
        });
        throw error;
      }

      const { row, paymentId } = claim;
      await deps.transaction(async (trx) => {
        await deps.subscriptions.lock(accountId, trx);
        await deps.subscriptions.update(accountId, {
          status: changed?.subscription.status ?? row.status, cancelAtPeriodEnd: false,
          currentPeriodEnd: changed?.subscription.currentPeriodEnd ?? row.current_period_end, packageReference: plan.reference,
        }, trx);
        await deps.subscriptions.endPlanChange(accountId, trx);
        if (paymentId && changed?.upgradeInvoice) await deps.payments.setProviderSession(paymentId, changed.upgradeInvoice.id, trx);
      });
      // The local test checkout has no invoice: the change itself is the payment event. Stripe's paid
      // proration invoice is; its invoice.paid event settles the same payment if this does not.
      if (paymentId && (deps.provider.name === 'local' || changed?.upgradeInvoice?.paid)) {
        await deps.fulfilment.fulfil(paymentId, { charge: changed?.upgradeInvoice?.charge });
      }
      return paymentId;
    },

    /**
     * Stripe's invoice for a plan change was paid: the upgrade payment it settles is fulfilled, once
     * (the change itself may have done so already), with what the invoice charged and its page.
     */
    async settleUpgradeInvoice(invoiceId: string, providerSubscriptionId: string, charge?: ProviderCharge): Promise<void> {
      const row = await deps.subscriptions.findByProviderId(providerSubscriptionId);
      if (!row) throw new Error(`invoice ${invoiceId} is for unknown subscription ${providerSubscriptionId}`);
      const payment = (await deps.payments.findBySession('stripe', invoiceId)) ?? (await deps.payments.pendingUpgrade(row.account_id));
      // A change made elsewhere (Stripe's dashboard) has no payment of ours: nothing to grant.
      if (!payment) return;
      if (!payment.provider_session_id) await deps.payments.setProviderSession(payment.id, invoiceId);
      await deps.fulfilment.fulfil(payment.id, { charge });
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

    /** A monthly Stripe invoice was paid: that plan's credits again and its receipt, once per invoice. */
    async grantRenewalInvoice(invoiceId: string, providerSubscriptionId: string, charge: ProviderCharge = { receiptUrl: null }): Promise<void> {
      const found = await deps.subscriptions.findByProviderId(providerSubscriptionId);
      // Not stored yet (its checkout event is still on its way): fail, so Stripe delivers it again later.
      if (!found) throw new Error(`invoice ${invoiceId} is for unknown subscription ${providerSubscriptionId}`);
      await deps.transaction(async (trx) => {
        const row = await deps.subscriptions.lock(found.account_id, trx);
        if (!row) return;
        const plan = await planOf(row, trx);
        await recordRenewal(row, plan, { idempotencyKey: `invoice:${invoiceId}`, providerSubscriptionId, invoiceId, charge }, trx);
      });
    },

    /**
     * The job after a duplicate subscription: ended and refunded at the provider, once. Stripe's refund
     * reasons are duplicate, fraudulent and requested_by_customer; we send the one that is true. The buyer
     * did not ask for this refund (we make it, an account holding one subscription), and nothing was
     * fraudulent. A second subscription of the plan the account already pays for is the same thing charged
     * twice: `duplicate`. One of another plan is not a duplicate charge either, so it goes with no reason
     * (Stripe's "other"), its metadata saying why (docs/credits-and-payments.md).
     */
    async refundDuplicate(paymentId: string, providerSubscriptionId: string | null): Promise<void> {
      if (!providerSubscriptionId) return;
      const payment = await deps.payments.find(paymentId);
      const kept = payment ? await deps.subscriptions.find(payment.account_id) : undefined;
      const samePlan = payment !== undefined && kept?.package_reference === payment.item_reference;
      await deps.provider.refundSubscription(providerSubscriptionId, `refund:${paymentId}`, samePlan ? 'duplicate' : null);
    },

    /** Ends a subscription at the provider now; one that has already ended is left alone. */
    async cancelAtProvider(providerSubscriptionId: string): Promise<void> {
      await deps.provider.cancelNow(providerSubscriptionId);
    },

    /**
     * Takes the provider's word on status, cancellation, period end and plan (subscription events), as
     * read from the provider at `observedAt`. A state read before our record last changed, or while a
     * plan change is under way, is older than the record and is not applied: a plan change made meanwhile
     * would otherwise be undone by the event of the one before it. The change has its own event, which
     * reads the newer state.
     */
    async applyProviderState(state: ProviderSubscription, observedAt: Date): Promise<boolean> {
      const found = await deps.subscriptions.findByProviderId(state.id);
      if (!found) return false;
      const known = state.planReference ? await deps.catalogue.anyByReference(state.planReference) : undefined;
      await deps.transaction(async (trx) => {
        const row = await deps.subscriptions.lock(found.account_id, trx);
        if (!row || row.provider_subscription_id !== state.id) return;
        if (planChangeUnderWay(row, now()) || new Date(row.updated_at).getTime() >= observedAt.getTime()) return;
        await deps.subscriptions.update(row.account_id, {
          status: state.status, cancelAtPeriodEnd: state.cancelAtPeriodEnd, currentPeriodEnd: state.currentPeriodEnd,
          ...(known ? { packageReference: known.reference } : {}),
        }, trx);
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
