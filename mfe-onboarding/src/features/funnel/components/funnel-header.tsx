import styled from 'styled-components';
import { Button, theme } from 'shared-ui';

const Bar = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  min-height: 44px;
  margin-bottom: 16px;
`;

const Count = styled.p`
  margin: 0;
  color: ${theme.colors.textMuted};
  font-weight: 600;
  font-variant-numeric: tabular-nums;
`;

interface FunnelHeaderProps {
  step: number;
  total: number;
  /** Shown before activation, except on the e-mail slide itself. */
  onSignUpNow?: () => void;
}

/** The n/total step indicator and the Sign up now shortcut to the e-mail slide. */
export function FunnelHeader({ step, total, onSignUpNow }: FunnelHeaderProps) {
  return (
    <Bar>
      <Count aria-label={`Step ${step} of ${total}`}>
        {step}/{total}
      </Count>
      {onSignUpNow && (
        <Button variant="secondary" onClick={onSignUpNow}>
          Sign up now
        </Button>
      )}
    </Bar>
  );
}
