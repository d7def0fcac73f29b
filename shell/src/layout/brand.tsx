import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { focusRing, media, theme } from 'shared-ui/start-up';

const Home = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 10px;
  border-radius: ${theme.radii.md};
  color: ${theme.colors.text};
  font-size: 20px;
  font-weight: 750;
  letter-spacing: -0.01em;
  text-decoration: none;
  white-space: nowrap;
  ${focusRing}
  ${media.mobile`font-size: 18px;`}
`;

function Logo() {
  return (
    <svg width="36" height="36" viewBox="0 0 36 36" aria-hidden="true" focusable="false">
      <rect width="36" height="36" rx="8" fill={theme.colors.accent} />
      <circle cx="18" cy="19" r="7.5" fill="none" stroke="#fff" strokeWidth="2.5" />
      <circle cx="18" cy="19" r="2.5" fill="#fff" />
      <rect x="11" y="8" width="7" height="3" rx="1.5" fill="#fff" />
    </svg>
  );
}

export function Brand() {
  return (
    <Home to="/" aria-label="AI Photographer home">
      <Logo />
      <span data-brand-text>AI Photographer</span>
    </Home>
  );
}
