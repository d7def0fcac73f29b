import { useEffect } from 'react';
import styled from 'styled-components';
import { ACCOUNT_INFO_KEY, formatCredits, invalidateApiQueries, theme, useCreditBalance, useSession } from 'shared-ui/start-up';

const Chip = styled.p`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  margin: 0;
  padding: 6px 12px;
  border-radius: ${theme.radii.pill};
  background: ${theme.colors.surfaceMuted};
  color: ${theme.colors.text};
  font-size: 14px;
  white-space: nowrap;
  font-variant-numeric: tabular-nums;
  strong { font-weight: 700; }
`;

/**
 * Coming back to the tab asks for the balance again: work that ended in the background meanwhile (a refund, a
 * grant after the share offer's hold) shows even on a page that makes no call of its own.
 */
function useBalanceOnReturn(signedIn: boolean) {
  useEffect(() => {
    if (!signedIn) return undefined;
    const onVisible = () => {
      if (document.visibilityState === 'visible') void invalidateApiQueries(ACCOUNT_INFO_KEY);
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [signedIn]);
}

/**
 * The signed-in user's balance, on every page beside the navigation: the same query the spend buttons read,
 * kept equal to the balance every API answer carries (docs/credits-and-payments.md#the-balance-on-screen).
 * Nothing for a visitor or while it is unknown.
 */
export function CreditBalanceChip() {
  const { session } = useSession();
  const signedIn = session.status === 'logged-in';
  useBalanceOnReturn(signedIn);
  const credits = useCreditBalance(signedIn);
  if (credits === null) return null;
  return (
    <Chip aria-label={`Your balance: ${formatCredits(credits)} credits`} data-testid="credit-balance" data-credit-balance>
      <strong>{formatCredits(credits)}</strong> credits
    </Chip>
  );
}
