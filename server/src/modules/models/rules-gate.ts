import { RULES_NOT_ACCEPTED_MESSAGE } from 'api-client';
import { AppError } from '../../kernel/app-error.js';
import type { AccountFlagsRepository } from './account-flags.repository.js';

/** Refuses (403) training and generating for an account that has not accepted the rules yet. */
export type RulesGate = (accountId: number) => Promise<void>;

export function createRulesGate(accounts: Pick<AccountFlagsRepository, 'account'>): RulesGate {
  return async (accountId) => {
    const account = await accounts.account(accountId);
    if (!account?.rules_accepted_at) throw AppError.forbidden(RULES_NOT_ACCEPTED_MESSAGE);
  };
}
