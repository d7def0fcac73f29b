import styled from 'styled-components';
import { focusRing, theme } from 'shared-ui/start-up';

/** Round see-through buttons over the photo; always visible, so they work on touch screens too. */
export const TileButton = styled.button<{ $active?: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 40px;
  height: 40px;
  padding: 0;
  border: 0;
  border-radius: 50%;
  background: ${(p) => (p.$active ? theme.colors.accent : 'rgba(17, 24, 39, 0.55)')};
  color: #fff;
  cursor: pointer;
  transition: background 0.15s ease;
  ${focusRing}
  &:hover { background: ${(p) => (p.$active ? theme.colors.accentHover : 'rgba(17, 24, 39, 0.8)')}; }
`;

/** A tile button with a word on it, for the action that matters most there (Restore). */
export const TilePillButton = styled(TileButton)`
  width: auto;
  gap: 6px;
  padding: 0 14px 0 10px;
  border-radius: ${theme.radii.pill};
  font: inherit;
  font-size: 14px;
  font-weight: 600;
`;
