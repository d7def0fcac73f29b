import styled from 'styled-components';
import { formatCredits, theme } from 'shared-ui/start-up';

const Box = styled.div`
  display: grid;
  gap: 2px;
`;

const Balance = styled.p`
  margin: 0;
  font-size: 15px;
  color: ${theme.colors.textMuted};
  strong {
    color: ${theme.colors.text};
    font-size: 20px;
    font-variant-numeric: tabular-nums;
  }
`;

const Pending = styled.p`
  margin: 0;
  color: ${theme.colors.success};
  font-size: 14px;
`;

/** The pending line: credits from a Reddit post are added once the post has stayed up for the hold period. */
export const pendingCreditsText = (credits: number) =>
  `${formatCredits(credits)} free credits pending — added after the post has stayed up for a day`;

/** The balance (thousands separators from 10000) and, when there are any, free credits on their way. */
export function CreditCounter({ credits, pendingCredits }: { credits: number; pendingCredits: number }) {
  return (
    <Box>
      <Balance aria-live="polite">
        <strong>{formatCredits(credits)}</strong> credits
      </Balance>
      {pendingCredits > 0 && <Pending>{pendingCreditsText(pendingCredits)}</Pending>}
    </Box>
  );
}
