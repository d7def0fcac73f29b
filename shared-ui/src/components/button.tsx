import type { ButtonHTMLAttributes } from 'react';
import styled, { css } from 'styled-components';
import { focusRing, theme } from '../theme/theme';
import { Spinner } from './spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'text' | 'danger';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  /** Shows a spinner and disables the button while work is in flight. */
  loading?: boolean;
  fullWidth?: boolean;
}

const { colors } = theme;

const variants = {
  primary: css`
    background: ${colors.accent};
    color: ${colors.onAccent};
    &:hover:not(:disabled) { background: ${colors.accentHover}; }
  `,
  secondary: css`
    background: ${colors.surface};
    color: ${colors.text};
    border-color: ${colors.border};
    &:hover:not(:disabled) { background: ${colors.surfaceMuted}; }
  `,
  text: css`
    background: transparent;
    color: ${colors.accent};
    padding-left: 8px;
    padding-right: 8px;
    &:hover:not(:disabled) { background: ${colors.accentSoft}; }
  `,
  danger: css`
    background: ${colors.danger};
    color: ${colors.onAccent};
    &:hover:not(:disabled) { background: ${colors.dangerHover}; }
  `,
};

const StyledButton = styled.button<{ $variant: ButtonVariant; $fullWidth: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 8px;
  min-height: 44px;
  padding: 10px 20px;
  width: ${(p) => (p.$fullWidth ? '100%' : 'auto')};
  border: 1px solid transparent;
  border-radius: ${theme.radii.md};
  font-weight: 600;
  font-size: 15px;
  line-height: 1.2;
  cursor: pointer;
  transition: background 0.15s ease, box-shadow 0.15s ease;
  ${(p) => variants[p.$variant]}
  ${focusRing}
  &:disabled {
    cursor: not-allowed;
    opacity: 0.6;
  }
`;

export function Button({
  variant = 'primary',
  loading = false,
  fullWidth = false,
  type = 'button',
  disabled,
  children,
  ...rest
}: ButtonProps) {
  return (
    <StyledButton
      type={type}
      $variant={variant}
      // Which action a screen leads with, for the journeys and tests that check it.
      data-variant={variant}
      $fullWidth={fullWidth}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading && <Spinner size={16} />}
      {children}
    </StyledButton>
  );
}
