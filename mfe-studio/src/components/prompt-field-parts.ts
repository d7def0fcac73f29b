import styled from 'styled-components';
import { focusRing, theme } from 'shared-ui/start-up';

/** The prompt box's label and text area, one look wherever a prompt is written (gen, the image editor). */
export const PromptLabel = styled.label`
  font-weight: 600;
  font-size: 15px;
`;

export const PromptArea = styled.textarea<{ $minHeight?: number }>`
  width: 100%;
  min-height: ${(p) => p.$minHeight ?? 112}px;
  padding: 12px;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surface};
  color: ${theme.colors.text};
  font: inherit;
  font-size: 16px;
  line-height: 1.45;
  resize: vertical;
  ${focusRing}
  &:focus { border-color: ${theme.colors.accent}; }
`;
