import { onCreditBalance } from 'api-client/runtime';
import { getApiQueryData, setApiQueryData } from '../data/query-cache';
import type { QueryKey } from '../data/query-key';
import { ACCOUNT_INFO_KEY } from '../queries/account-info-query';
import { GEN_STATUS_KEY } from '../queries/gen-status-key';

/** The loaded queries whose data carries the balance the navigation and the spend buttons show. */
const BALANCE_KEYS: readonly QueryKey[] = [ACCOUNT_INFO_KEY, GEN_STATUS_KEY];

/** Shows `credits` wherever a loaded query shows the balance; nothing for queries not loaded yet. */
export function showCreditBalance(credits: number): void {
  for (const key of BALANCE_KEYS) {
    const shown = getApiQueryData<{ credits: number }>(key);
    if (shown && shown.credits !== credits) setApiQueryData<{ credits: number }>(key, (data) => ({ ...data, credits }));
  }
}

/**
 * Every API answer to a signed-in call carries the balance (X-Credit-Balance): the balance on screen follows it,
 * so a training, a pack, an edit, a purchase or a refund shows in the navigation with no reload and no page
 * having to remember to refresh it (docs/credits-and-payments.md#the-balance-on-screen). The shell starts it once.
 */
export function keepCreditBalanceFromAnswers(): void {
  onCreditBalance(showCreditBalance);
}
