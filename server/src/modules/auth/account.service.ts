import type { AccountInfo, Referee } from 'api-client';
import { AppError } from '../../http/app-error.js';
import type { AccountRepository } from './account.repository.js';

/** The credits module's balance of an account's ledger. */
export type BalanceReader = (accountId: number) => Promise<number>;

/** The payments module's view of an account's subscription (null without one). */
export type SubscriptionReader = (accountId: number) => Promise<{ reference: string; title: string; nextBillingDate: Date | null } | null>;

export function createAccountService(deps: { accounts: AccountRepository; balance: BalanceReader; subscription?: SubscriptionReader }) {
  return {
    async accountInfo(accountId: number): Promise<AccountInfo> {
      const account = await deps.accounts.findById(accountId);
      if (!account) throw AppError.unauthorized();
      const subscription = (await deps.subscription?.(account.id)) ?? null;
      return {
        status: 'success',
        firstName: account.first_name ?? '',
        lastName: account.last_name ?? '',
        email: account.email,
        credits: await deps.balance(account.id),
        persona: account.persona,
        isAdmin: account.is_admin,
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
