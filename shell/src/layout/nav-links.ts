import { encodeBase64Param } from 'shared-ui';

export interface NavLinkItem {
  label: string;
  to: string;
}

/** Landing pages show Pricing and Log in instead of the default buttons. */
const LANDING_PATHS = ['/', '/try-a-new-hairstyle', '/business-headshots', '/acting-headshots'];

export function isLandingPath(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return LANDING_PATHS.includes(path) || path.startsWith('/landing/');
}

const GENERATE = { label: 'Generate Images', to: '/gen' };
const ACCOUNT = { label: 'Account', to: '/account' };

export function navLinks(location: { pathname: string; search: string }, loggedIn: boolean): NavLinkItem[] {
  if (!isLandingPath(location.pathname)) {
    return [GENERATE, { label: 'AI Models', to: '/models' }, ACCOUNT, { label: 'Help', to: '/help' }];
  }
  const back = encodeURIComponent(encodeBase64Param(location.pathname + location.search));
  const pricing = { label: 'Pricing', to: `/buy-packs?r=${back}` };
  return loggedIn ? [pricing, GENERATE, ACCOUNT] : [pricing, { label: 'Log in', to: '/login' }];
}
