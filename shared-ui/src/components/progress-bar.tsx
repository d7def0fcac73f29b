import styled from 'styled-components';
import { theme } from '../theme/theme';

export interface ProgressBarProps {
  /** 0..1 */
  value: number;
  label?: string;
}

const Track = styled.div`
  width: 100%;
  height: 8px;
  overflow: hidden;
  border-radius: ${theme.radii.pill};
  background: ${theme.colors.surfaceMuted};
`;

const Fill = styled.div<{ $percent: number }>`
  height: 100%;
  width: ${(p) => p.$percent}%;
  border-radius: inherit;
  background: ${theme.colors.accent};
  transition: width 0.1s linear;
`;

export function ProgressBar({ value, label = 'Progress' }: ProgressBarProps) {
  const percent = Math.round(Math.min(1, Math.max(0, Number.isFinite(value) ? value : 0)) * 100);
  return (
    <Track role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent}>
      <Fill $percent={percent} />
    </Track>
  );
}
