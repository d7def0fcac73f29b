import { encodeBase64Param, loginPath, type SessionStatus } from 'shared-ui/start-up';

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
const HELP = { label: 'Help', to: '/help' };
/** Where credits are bought: in reach of a signed-in user on every page, phone menu included. */
export const BUY_CREDITS = { label: 'Buy credits', to: '/pricing' };
const LOG_IN = { label: 'Log in', to: '/login' };
/** Pages of signing in and up, where logging in has no page to come back to. */
const ACCOUNT_ENTRY_PATHS = ['/login', '/onboarding', '/activate', '/email-verify', '/google-activate', '/reset-password'];

/**
 * Log in, back to this page afterwards (pricing, buy-packs, help...): the purchase pages have no Log in of their
 * own, this one is the site's. From a landing page or a sign-in page, the login's own next step.
 */
function logInLink(location: { pathname: string; search: string }): NavLinkItem {
  if (isLandingPath(location.pathname) || ACCOUNT_ENTRY_PATHS.includes(location.pathname.replace(/\/+$/, ''))) return LOG_IN;
  return { label: LOG_IN.label, to: loginPath(location.pathname + location.search) };
}

/** Pricing goes to buy-packs with the current page as the way back. */
function pricingLink(location: { pathname: string; search: string }): NavLinkItem {
  const back = encodeURIComponent(encodeBase64Param(location.pathname + location.search));
  return { label: 'Pricing', to: `/buy-packs?r=${back}` };
}

/**
 * The bar's buttons. App links (Generate Images, AI Models, Account) only send a visitor to login, so a
 * visitor known to be logged out sees Pricing and Log in everywhere; while the session is still being
 * checked, pages other than the landing pages keep the app links most of their users need.
 */
export function navLinks(location: { pathname: string; search: string }, status: SessionStatus): NavLinkItem[] {
  if (isLandingPath(location.pathname)) {
    return status === 'logged-in' ? [pricingLink(location), GENERATE, ACCOUNT, BUY_CREDITS] : [pricingLink(location), LOG_IN];
  }
  if (status === 'logged-out') return [pricingLink(location), HELP, logInLink(location)];
  // While the session is still being checked, Buy credits waits: a visitor would only be sent to log in.
  return [GENERATE, { label: 'AI Models', to: '/models' }, ACCOUNT, HELP, ...(status === 'logged-in' ? [BUY_CREDITS] : [])];
}
