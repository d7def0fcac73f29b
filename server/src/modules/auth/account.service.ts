import type { AccountInfo, Referee } from 'api-client';
import type { AccountRepository } from './account.repository.js';
import type { SessionAccount } from './session.types.js';

/** The payments module's view of an account's subscription (null without one). */
export type SubscriptionReader = (accountId: number) => Promise<{ reference: string; title: string; nextBillingDate: Date | null } | null>;

export function createAccountService(deps: { accounts: AccountRepository; subscription?: SubscriptionReader }) {
  return {
    /** The signed-in account as read with its session (no second read of the row or the balance). */
    async accountInfo(account: SessionAccount): Promise<AccountInfo> {
      const subscription = (await deps.subscription?.(account.id)) ?? null;
      return {
        status: 'success',
        firstName: account.firstName ?? '',
        lastName: account.lastName ?? '',
        email: account.email,
        credits: account.creditBalance,
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
