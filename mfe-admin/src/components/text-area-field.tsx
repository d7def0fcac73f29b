import { useId, type TextareaHTMLAttributes } from 'react';
import styled from 'styled-components';
import { focusRing, theme } from 'shared-ui';

export interface TextAreaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string;
  error?: string;
  hint?: string;
}

const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
  width: 100%;
`;

const Label = styled.label`
  font-weight: 600;
  font-size: 14px;
`;

const Note = styled.p<{ $error?: boolean }>`
  margin: 0;
  font-size: 13px;
  color: ${(p) => (p.$error ? theme.colors.danger : theme.colors.textMuted)};
`;

const Area = styled.textarea<{ $invalid: boolean }>`
  width: 100%;
  min-height: 96px;
  padding: 10px 12px;
  border: 1px solid ${(p) => (p.$invalid ? theme.colors.danger : theme.colors.border)};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surface};
  color: ${theme.colors.text};
  font: inherit;
  font-size: 16px; /* keeps iOS from zooming in */
  resize: vertical;
  ${focusRing}
`;

/** A labelled multi-line field that reads like shared-ui's TextField (label, hint, error). */
export function TextAreaField({ label, error, hint, id, ...rest }: TextAreaFieldProps) {
  const generated = useId();
  const areaId = id ?? generated;
  const hintId = hint ? `${areaId}-hint` : undefined;
  const errorId = error ? `${areaId}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  return (
    <Wrapper>
      <Label htmlFor={areaId}>{label}</Label>
      <Area id={areaId} $invalid={Boolean(error)} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...rest} />
      {hint && <Note id={hintId}>{hint}</Note>}
      {error && <Note id={errorId} $error>{error}</Note>}
    </Wrapper>
  );
}
