import type { Db } from '../../src/infra/db/database.js';
import type {
  SubscriptionRow, SubscriptionState, SubscriptionsRepository, SubscriptionSync,
} from '../../src/modules/payments/subscriptions.repository.js';
import { insertRow, notInMemory, updateRow, type InMemoryDatabase } from './in-memory-database.js';

/** One subscription row per account; `lock` only reads, as transactions already run one at a time. */
export function createInMemorySubscriptionsRepository(db: InMemoryDatabase) {
  const rows: SubscriptionRow[] = [];
  const row = (accountId: number) => rows.find((r) => r.account_id === accountId);
  const copy = (r: SubscriptionRow | undefined) => r && { ...r };
  const change = (accountId: number, changes: Partial<SubscriptionRow>, trx?: Db) => {
    const found = row(accountId);
    if (found) updateRow(db, found, { ...changes, updated_at: new Date() }, trx);
  };

  const repository = {
    find: async (accountId: number, _trx?: Db) => copy(row(accountId)),
    lock: async (accountId: number, _trx: Db) => copy(row(accountId)),
    findByProviderId: async (providerSubscriptionId: string, _trx?: Db) => copy(rows.find((r) => r.provider_subscription_id === providerSubscriptionId)),
    customerId: notInMemory('customerId'),
    async upsert(accountId: number, state: SubscriptionState, trx: Db): Promise<void> {
      const values = {
        package_reference: state.packageReference, provider: state.provider, provider_subscription_id: state.providerSubscriptionId,
        provider_customer_id: state.providerCustomerId, status: state.status, cancel_at_period_end: state.cancelAtPeriodEnd,
        current_period_end: state.currentPeriodEnd, period_credits_granted: state.periodCreditsGranted, plan_change_started_at: null,
      };
      if (row(accountId)) change(accountId, values, trx);
      else insertRow(db, rows, { account_id: accountId, ...values, created_at: new Date(), updated_at: new Date() }, trx);
    },
    async update(accountId: number, sync: SubscriptionSync, trx?: Db): Promise<void> {
      change(accountId, {
        status: sync.status, cancel_at_period_end: sync.cancelAtPeriodEnd, current_period_end: sync.currentPeriodEnd,
        ...(sync.packageReference ? { package_reference: sync.packageReference } : {}),
      }, trx);
    },
    startPlanChange: async (accountId: number, at: Date, trx: Db) => change(accountId, { plan_change_started_at: at }, trx),
    endPlanChange: async (accountId: number, trx?: Db) => change(accountId, { plan_change_started_at: null }, trx),
    setPeriodCredits: async (accountId: number, credits: number, trx: Db) => change(accountId, { period_credits_granted: credits }, trx),
    dueLocal: async (now: Date) =>
      rows.filter((r) => r.provider === 'local' && r.status === 'active' && r.current_period_end <= now).map((r) => r.account_id),
    async delete(accountId: number, _trx: Db): Promise<void> {
      rows.splice(0, rows.length, ...rows.filter((r) => r.account_id !== accountId));
    },
  } satisfies SubscriptionsRepository;

  return { repository, rows };
}
