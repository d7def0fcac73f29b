import styled, { css } from 'styled-components';
import { focusRing, theme } from 'shared-ui/start-up';

// Pieces shared by TextField and SelectField so every form control looks and reads the same.

export const FieldWrapper = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
  width: 100%;
`;

export const FieldLabel = styled.label`
  font-weight: 600;
  font-size: 14px;
  color: ${theme.colors.text};
`;

export const FieldHint = styled.p`
  margin: 0;
  font-size: 13px;
  color: ${theme.colors.textMuted};
`;

export const FieldError = styled.p`
  margin: 0;
  font-size: 13px;
  color: ${theme.colors.danger};
`;

export const controlStyle = css<{ $invalid: boolean }>`
  width: 100%;
  min-height: 44px;
  padding: 10px 12px;
  border: 1px solid ${(p) => (p.$invalid ? theme.colors.danger : theme.colors.border)};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surface};
  color: ${theme.colors.text};
  font-size: 16px; /* 16 px keeps iOS from zooming into the field */
  ${focusRing}
  &:focus-visible { border-color: ${theme.colors.accent}; }
  &:disabled { background: ${theme.colors.surfaceMuted}; cursor: not-allowed; }
`;

/** The ids that aria-describedby should point at, or undefined when there are none. */
export function describedBy(...ids: (string | false | undefined)[]): string | undefined {
  const present = ids.filter(Boolean);
  return present.length ? present.join(' ') : undefined;
}
