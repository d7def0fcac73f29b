import { ACCOUNT_INFO_KEY, invalidateApiQueries } from 'shared-ui/start-up';
import { GEN_STATUS_KEY } from '../queries/gen-page-data';

/**
 * After anything that spends, grants or refunds credits: every balance on screen asks again (the
 * navigation's account-info and the gen page's gen-status, which carries the same balance).
 */
export function refreshCreditBalance(): Promise<void> {
  return Promise.all([invalidateApiQueries(ACCOUNT_INFO_KEY), invalidateApiQueries(GEN_STATUS_KEY)]).then(() => undefined);
}
