import { useCallback, useEffect, useRef, useState } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { focusRing, MOBILE_BREAKPOINT, NAV_HEIGHT, theme } from 'shared-ui/start-up';
import { prefetchOnIntent } from '../remotes/prefetch-next';
import type { NavLinkItem } from './nav-links';

const MENU_ID = 'mobile-menu';
const desktop = `@media (min-width: ${MOBILE_BREAKPOINT + 1}px)`;

const Toggle = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 48px;
  height: 48px;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surface};
  color: ${theme.colors.text};
  cursor: pointer;
  ${focusRing}
  ${desktop} { display: none; }
`;

const Backdrop = styled.div<{ $open: boolean }>`
  position: fixed;
  inset: ${NAV_HEIGHT}px 0 0 0;
  background: ${theme.colors.overlay};
  opacity: ${(p) => (p.$open ? 1 : 0)};
  pointer-events: ${(p) => (p.$open ? 'auto' : 'none')};
  transition: opacity 0.2s ease;
  ${desktop} { display: none; }
`;

const Panel = styled.nav<{ $open: boolean }>`
  position: fixed;
  top: ${NAV_HEIGHT}px;
  right: 0;
  bottom: 0;
  width: min(320px, 85vw);
  display: flex;
  flex-direction: column;
  gap: 4px;
  padding: 16px;
  background: ${theme.colors.surface};
  box-shadow: ${theme.shadows.overlay};
  transform: translateX(${(p) => (p.$open ? '0' : '100%')});
  visibility: ${(p) => (p.$open ? 'visible' : 'hidden')};
  /* Visible at once on opening (focus moves into it), hidden only once the slide-out ends. */
  transition: transform 0.25s ease, visibility 0s linear ${(p) => (p.$open ? '0s' : '0.25s')};
  ${desktop} { display: none; }
`;

const MenuLink = styled(NavLink)`
  display: flex;
  align-items: center;
  min-height: 48px;
  padding: 12px 16px;
  border-radius: ${theme.radii.md};
  color: ${theme.colors.text};
  font-size: 17px;
  font-weight: 600;
  text-decoration: none;
  ${focusRing}
  &:hover { background: ${theme.colors.surfaceMuted}; }
  &[aria-current='page'] { color: ${theme.colors.accent}; background: ${theme.colors.accentSoft}; }
`;

function MenuIcon({ open }: { open: boolean }) {
  return (
    <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d={open ? 'M6 6l12 12M18 6L6 18' : 'M4 7h16M4 12h16M4 17h16'}
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      />
    </svg>
  );
}

/** While the menu is open, Tab and Shift+Tab cycle through the menu button and the links only. */
function trapTab(event: KeyboardEvent, toggle: HTMLElement | null, panel: HTMLElement | null) {
  const focusables = [toggle, ...Array.from(panel?.querySelectorAll<HTMLElement>('a[href]') ?? [])].filter(
    (el): el is HTMLElement => el !== null,
  );
  const first = focusables[0];
  const last = focusables[focusables.length - 1];
  if (!first || !last) return;
  const active = document.activeElement as HTMLElement | null;
  const inside = active !== null && focusables.includes(active);
  if (event.shiftKey && (active === first || !inside)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || !inside)) {
    event.preventDefault();
    first.focus();
  }
}

/** Below 760 px: a hamburger that slides the same links in from the side, holding focus while open. */
export function MobileMenu({ links }: { links: NavLinkItem[] }) {
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLElement>(null);
  const location = useLocation();

  useEffect(() => setOpen(false), [location.pathname, location.search]);

  const close = useCallback(() => {
    setOpen(false);
    toggleRef.current?.focus();
  }, []);

  useEffect(() => {
    if (!open) return undefined;
    // Opening moves focus into the menu; the panel is inert until this render, so focus it now.
    panelRef.current?.querySelector<HTMLElement>('a[href]')?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
      else if (event.key === 'Tab') trapTab(event, toggleRef.current, panelRef.current);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, close]);

  return (
    <>
      <Toggle
        ref={toggleRef}
        type="button"
        aria-label="Menu"
        aria-expanded={open}
        aria-controls={MENU_ID}
        onClick={() => setOpen((value) => !value)}
      >
        <MenuIcon open={open} />
      </Toggle>
      <Backdrop $open={open} aria-hidden="true" onClick={close} />
      <Panel ref={panelRef} id={MENU_ID} aria-label="Menu links" $open={open} aria-hidden={!open} inert={!open}>
        {links.map((link) => (
          <MenuLink key={link.label} to={link.to} onClick={() => setOpen(false)} onPointerDown={() => prefetchOnIntent(link.to)} onFocus={() => prefetchOnIntent(link.to)}>
            {link.label}
          </MenuLink>
        ))}
      </Panel>
    </>
  );
}
