import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { focusRing, theme } from 'shared-ui/start-up';

// A link that looks like shared-ui's Button: navigation stays a link (open in a new tab, middle click).
const look = css<{ $variant?: 'primary' | 'secondary' }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: 44px;
  padding: 10px 20px;
  border: 1px solid ${(p) => (p.$variant === 'primary' ? 'transparent' : theme.colors.border)};
  border-radius: ${theme.radii.md};
  background: ${(p) => (p.$variant === 'primary' ? theme.colors.accent : theme.colors.surface)};
  color: ${(p) => (p.$variant === 'primary' ? theme.colors.onAccent : theme.colors.text)};
  font-weight: 600;
  font-size: 15px;
  line-height: 1.2;
  text-decoration: none;
  &:hover {
    background: ${(p) => (p.$variant === 'primary' ? theme.colors.accentHover : theme.colors.surfaceMuted)};
  }
  ${focusRing}
`;

/** An in-app link styled as a button (primary or secondary, like Button): navigation stays a link. */
export const ButtonLink = styled(Link)<{ $variant?: 'primary' | 'secondary' }>`
  ${look}
`;

/** A plain anchor (downloads, files on the API) styled as a button. */
export const ButtonAnchor = styled.a<{ $variant?: 'primary' | 'secondary' }>`
  ${look}
`;
