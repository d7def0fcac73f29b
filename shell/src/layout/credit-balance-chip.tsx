import styled from 'styled-components';
import { formatCredits, theme, useCreditBalance, useSession } from 'shared-ui/start-up';

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
 * The signed-in user's balance, on every page beside the navigation (the same query the spend buttons
 * read, refreshed after every spend). Nothing for a visitor or while it is unknown.
 */
export function CreditBalanceChip() {
  const { session } = useSession();
  const credits = useCreditBalance(session.status === 'logged-in');
  if (credits === null) return null;
  return (
    <Chip aria-label={`Your balance: ${formatCredits(credits)} credits`} data-testid="credit-balance" data-credit-balance>
      <strong>{formatCredits(credits)}</strong> credits
    </Chip>
  );
}
