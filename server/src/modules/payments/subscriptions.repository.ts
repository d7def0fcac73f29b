import type { Selectable } from 'kysely';
import { jsonObjectFrom } from 'kysely/helpers/postgres';
import type { Db } from '../../infra/db/database.js';
import type { PaymentProviderName, SubscriptionsTable } from '../../infra/db/schema.js';
import { sessionColumns } from '../../infra/db/session-facts.js';

export type SubscriptionRow = Selectable<SubscriptionsTable>;

export interface SubscriptionState {
  packageReference: string;
  provider: PaymentProviderName;
  providerSubscriptionId: string | null;
  providerCustomerId: string | null;
  status: string;
  cancelAtPeriodEnd: boolean;
  currentPeriodEnd: Date;
  /** The plan's credits granted for the period that starts now. */
  periodCreditsGranted: number;
}

/** The provider's state of a subscription, as far as we keep it. */
export interface SubscriptionSync {
  status: string;
  cancelAtPeriodEnd: boolean;
  currentPeriodEnd: Date;
  packageReference?: string;
}

/**
 * The account's subscription row and its plan's title, as columns of the session query (account-info's
 * facts, read in one statement with the account). JSON carries the row, so its time comes back as text.
 */
export const subscriptionColumns = sessionColumns((eb) => [
  jsonObjectFrom(eb.selectFrom('subscriptions')
    .leftJoin('packages', 'packages.reference', 'subscriptions.package_reference')
    .select(['subscriptions.account_id', 'subscriptions.status', 'subscriptions.package_reference', 'subscriptions.cancel_at_period_end',
      'subscriptions.current_period_end', 'packages.title as plan_title'])
    .whereRef('subscriptions.account_id', '=', 'accounts.id')).as('subscription'),
]);

/** One subscription row per account (table `subscriptions`); a new subscription reuses the row. */
export function createSubscriptionsRepository(db: Db) {
  return {
    find: (accountId: number, trx: Db = db) =>
      trx.selectFrom('subscriptions').selectAll().where('account_id', '=', accountId).executeTakeFirst(),

    /**
     * Locks the account's billing until the transaction ends: the account row first (so this works
     * before any subscription exists, and in the order the ledger locks), then the subscription row.
     */
    async lock(accountId: number, trx: Db) {
      await trx.selectFrom('accounts').select('id').where('id', '=', accountId).forUpdate().executeTakeFirst();
      return trx.selectFrom('subscriptions').selectAll().where('account_id', '=', accountId).forUpdate().executeTakeFirst();
    },

    findByProviderId: (providerSubscriptionId: string, trx: Db = db) =>
      trx.selectFrom('subscriptions').selectAll().where('provider_subscription_id', '=', providerSubscriptionId).executeTakeFirst(),

    /** The customer id the provider gave this account before, to reuse it on the next checkout. */
    async customerId(accountId: number): Promise<string | null> {
      const row = await db.selectFrom('subscriptions').select('provider_customer_id').where('account_id', '=', accountId).executeTakeFirst();
      return row?.provider_customer_id ?? null;
    },

    async upsert(accountId: number, state: SubscriptionState, trx: Db): Promise<void> {
      const values = {
        package_reference: state.packageReference,
        provider: state.provider,
        provider_subscription_id: state.providerSubscriptionId,
        provider_customer_id: state.providerCustomerId,
        status: state.status,
        cancel_at_period_end: state.cancelAtPeriodEnd,
        current_period_end: state.currentPeriodEnd,
        period_credits_granted: state.periodCreditsGranted,
        plan_change_started_at: null,
        updated_at: new Date(),
      };
      await trx.insertInto('subscriptions').values({ account_id: accountId, ...values })
        .onConflict((oc) => oc.column('account_id').doUpdateSet(values)).execute();
    },

    async update(accountId: number, sync: SubscriptionSync, trx: Db = db): Promise<void> {
      await trx.updateTable('subscriptions').set({
        status: sync.status,
        cancel_at_period_end: sync.cancelAtPeriodEnd,
        current_period_end: sync.currentPeriodEnd,
        ...(sync.packageReference ? { package_reference: sync.packageReference } : {}),
        updated_at: new Date(),
      }).where('account_id', '=', accountId).execute();
    },

    /** Claims the account's one plan change at a time (cleared by `endPlanChange`). */
    async startPlanChange(accountId: number, at: Date, trx: Db): Promise<void> {
      await trx.updateTable('subscriptions').set({ plan_change_started_at: at }).where('account_id', '=', accountId).execute();
    },

    async endPlanChange(accountId: number, trx: Db = db): Promise<void> {
      await trx.updateTable('subscriptions').set({ plan_change_started_at: null }).where('account_id', '=', accountId).execute();
    },

    /** A new billing period began with `credits` granted, or an upgrade raised this period's grant to them. */
    async setPeriodCredits(accountId: number, credits: number, trx: Db): Promise<void> {
      await trx.updateTable('subscriptions').set({ period_credits_granted: credits }).where('account_id', '=', accountId).execute();
    },

    /** Local subscriptions whose period has ended by `now` (the renewal sweep). */
    async dueLocal(now: Date): Promise<number[]> {
      const rows = await db.selectFrom('subscriptions').select('account_id').where('provider', '=', 'local')
        .where('status', '=', 'active').where('current_period_end', '<=', now).execute();
      return rows.map((row) => row.account_id);
    },

    async delete(accountId: number, trx: Db): Promise<void> {
      await trx.deleteFrom('subscriptions').where('account_id', '=', accountId).execute();
    },
  };
}
export type SubscriptionsRepository = ReturnType<typeof createSubscriptionsRepository>;
