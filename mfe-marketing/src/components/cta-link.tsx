import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { focusRing, theme } from 'shared-ui/start-up';

/** A call-to-action that navigates: a real link (crawlable, opens in a new tab) drawn like a primary button. */
export const CtaLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: 48px;
  padding: 0 28px;
  border-radius: ${theme.radii.pill};
  background: ${theme.colors.accent};
  color: ${theme.colors.onAccent};
  font-weight: 600;
  font-size: 1.05rem;
  text-align: center;
  text-decoration: none;
  box-shadow: 0 6px 16px rgba(79, 70, 229, 0.28);
  transition: background 120ms ease-in-out, transform 120ms ease-in-out;

  &:hover {
    background: ${theme.colors.accentHover};
    transform: translateY(-1px);
  }

  &[aria-busy='true'] {
    opacity: 0.75;
    cursor: progress;
  }

  ${focusRing}
`;
