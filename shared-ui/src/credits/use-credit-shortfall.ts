import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { NOT_ENOUGH_CREDITS_MESSAGE } from 'api-client';
import { getAccountInfo } from 'api-client/runtime';
import { creditsText, useAlert } from 'shared-ui/start-up';
import { BUY_CREDITS_PATH, refreshCreditBalance } from 'shared-ui/first-render';

export const NOT_ENOUGH_CREDITS_TITLE = 'Not enough credits';

/** The spec's text, then what the action costs and what the user has, so the refusal explains itself. */
export function shortfallMessage(cost: number, balance: number | null): string {
  const have = balance === null ? '' : ` You have ${creditsText(balance)}.`;
  return `${NOT_ENOUGH_CREDITS_MESSAGE}. This costs ${creditsText(cost)}.${have} Buy credits to go on.`;
}

export type CreditShortfall = (cost: number, balance: number | null) => Promise<void>;

/**
 * The balance as the server has it now: the page's was wrong (the server refused), most likely spent
 * meanwhile in another tab. Null when it cannot be read (the caller's figure is then all there is).
 */
async function freshBalance(): Promise<number | null> {
  void refreshCreditBalance().catch(() => undefined);
  const account = await getAccountInfo().catch(() => null);
  return account?.credits ?? null;
}

/** The handler itself, given how to alert and how to navigate (the hook's, or a test's spies). */
export function creditShortfallHandler(alert: ReturnType<typeof useAlert>, navigate: (path: string) => void): CreditShortfall {
  return async (cost, balance) => {
    const now = await freshBalance();
    await alert(shortfallMessage(cost, now ?? balance), { title: NOT_ENOUGH_CREDITS_TITLE });
    navigate(BUY_CREDITS_PATH);
  };
}

/**
 * A spend the server refused for a short balance (402): a titled dialog with the cost and the balance,
 * then pricing, where credits are bought (the spec's redirect). One way for every page that spends.
 */
export function useCreditShortfall(): CreditShortfall {
  const alert = useAlert();
  const navigate = useNavigate();
  return useCallback<CreditShortfall>((cost, balance) => creditShortfallHandler(alert, navigate)(cost, balance), [alert, navigate]);
}
