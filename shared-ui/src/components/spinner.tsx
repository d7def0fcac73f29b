import styled, { keyframes } from 'styled-components';
import { theme } from '../theme/theme';
import { VisuallyHidden } from './visually-hidden';

const spin = keyframes`to { transform: rotate(360deg); }`;

const Ring = styled.span<{ $size: number }>`
  display: inline-block;
  flex: none;
  width: ${(p) => p.$size}px;
  height: ${(p) => p.$size}px;
  border: ${(p) => Math.max(2, Math.round(p.$size / 10))}px solid currentColor;
  border-right-color: transparent;
  border-radius: 50%;
  opacity: 0.85;
  animation: ${spin} 0.8s linear infinite;
`;

export interface SpinnerProps {
  /** Diameter in px. */
  size?: number;
  /** Read by screen readers; without it the spinner is decorative. */
  label?: string;
}

export function Spinner({ size = 24, label }: SpinnerProps) {
  if (!label) return <Ring $size={size} aria-hidden="true" />;
  return (
    <span role="status" style={{ display: 'inline-flex', color: theme.colors.accent }}>
      <Ring $size={size} aria-hidden="true" />
      <VisuallyHidden>{label}</VisuallyHidden>
    </span>
  );
}
