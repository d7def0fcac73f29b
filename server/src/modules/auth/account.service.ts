import type { AccountInfo, Referee } from 'api-client';
import type { AccountRepository } from './account.repository.js';
import type { SessionAccount } from '../../kernel/session-account.js';

/** The payments module's view of an account's subscription (null without one). */
export interface ShownSubscription { reference: string; title: string; nextBillingDate: Date | null }

/** What account-info shows beside the account row: the subscription, and trainings a purchase included. */
export interface AccountFacts { subscription: ShownSubscription | null; trainingsIncluded: number }

export function createAccountService(deps: { accounts: AccountRepository }) {
  return {
    /**
     * The signed-in account, its subscription and included trainings, as read with its session (no second
     * read of the row, the balance or the subscription: see the account-info route's session facts).
     */
    accountInfo(account: SessionAccount, { subscription, trainingsIncluded }: AccountFacts): AccountInfo {
      return {
        status: 'success',
        firstName: account.firstName ?? '',
        lastName: account.lastName ?? '',
        email: account.email,
        credits: account.creditBalance,
        trainingsIncluded,
        persona: account.persona,
        isAdmin: account.isAdmin,
        subscriptionPackage: subscription && { Reference: subscription.reference, Title: subscription.title },
        nextBillingDate: subscription?.nextBillingDate?.toISOString() ?? null,
      };
    },

    async referees(): Promise<Referee[]> {
      const rows = await deps.accounts.listReferees();
      return rows.map((row) => ({ Reference: row.reference, DisplayName: row.display_name }));
    },
  };
}
export type AccountService = ReturnType<typeof createAccountService>;
