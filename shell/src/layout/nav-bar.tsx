import { NavLink, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { focusRing, media, NAV_HEIGHT, theme, useSession } from 'shared-ui/start-up';
import { Brand } from './brand';
import { CreditBalanceChip } from './credit-balance-chip';
import { MobileMenu } from './mobile-menu';
import { prefetchOnIntent } from '../remotes/prefetch-next';
import { navLinks } from './nav-links';

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: 900;
  height: ${NAV_HEIGHT}px;
  border-bottom: 1px solid ${theme.colors.border};
  /* Solid, no backdrop-filter: a filter would become the containing block of the fixed mobile menu. */
  background: ${theme.colors.surface};
  /* On a phone the balance takes the brand's words' place (the logo stays, and its link says where it goes). */
  ${media.mobile`&:has([data-credit-balance]) [data-brand-text] { display: none; }`}
`;

const Inner = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 16px;
  height: 100%;
  max-width: 1200px;
  margin: 0 auto;
  padding: 0 24px;
  ${media.mobile`padding: 0 16px;`}
`;

const End = styled.div`
  display: flex;
  align-items: center;
  gap: 12px;
  min-width: 0;
`;

const DesktopLinks = styled.nav`
  display: flex;
  align-items: center;
  gap: 4px;
  ${media.mobile`display: none;`}
`;

export const NavButton = styled(NavLink)`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 10px 14px;
  border-radius: ${theme.radii.md};
  color: ${theme.colors.text};
  font-weight: 600;
  font-size: 15px;
  text-decoration: none;
  white-space: nowrap;
  ${focusRing}
  &:hover { background: ${theme.colors.surfaceMuted}; }
  &[aria-current='page'] { color: ${theme.colors.accent}; background: ${theme.colors.accentSoft}; }
  &:last-child[data-primary='true'] {
    background: ${theme.colors.accent};
    color: ${theme.colors.onAccent};
  }
  &:last-child[data-primary='true']:hover { background: ${theme.colors.accentHover}; }
`;

export function NavBar() {
  const location = useLocation();
  const { session } = useSession();
  const links = navLinks(location, session.status);
  // Where Pricing leads (landing pages, visitors) the last button (Log in / Account) is the call to action.
  const emphasiseLast = links[0]?.label === 'Pricing';
  return (
    <Bar>
      <Inner>
        <Brand />
        <End>
          <CreditBalanceChip />
          <DesktopLinks aria-label="Main">
            {links.map((link) => (
              <NavButton
                key={link.label}
                to={link.to}
                data-primary={emphasiseLast || undefined}
                onPointerEnter={() => prefetchOnIntent(link.to)}
                onFocus={() => prefetchOnIntent(link.to)}
              >
                {link.label}
              </NavButton>
            ))}
          </DesktopLinks>
          <MobileMenu links={links} />
        </End>
      </Inner>
    </Bar>
  );
}
