/** Who may open a route: anyone, any signed-in user, or signed-in admins only. */
export type RouteAccess = 'public' | 'protected' | 'admin';

export type RemoteName = 'marketing' | 'onboarding' | 'studio' | 'commerce' | 'admin';

export interface RemoteModule {
  remote: RemoteName;
  /** The exposed module, e.g. './LandingPage'; its default export is the page component. */
  module: string;
}

export interface RouteEntry extends RemoteModule {
  path: string;
  access: RouteAccess;
  /** Kept out of search engines even though public. Protected and admin pages always are. */
  noindex?: boolean;
  /** Title until the page sets its own. */
  title?: string;
  /** For admins only, this module is loaded and passed to the page as its `adminPanel` prop. */
  adminPanel?: RemoteModule;
}

export const SITE_TITLE = 'AI Photographer';

/**
 * Every page the site has today. Later issues register their routes here (gen, train, models,
 * pricing, buy-packs, packs, help, persona landing pages, ...); until then those paths show the 404 page.
 */
export const ROUTE_TABLE: readonly RouteEntry[] = [
  { path: '/', remote: 'marketing', module: './LandingPage', access: 'public' },
  { path: '/login', remote: 'onboarding', module: './LoginPage', access: 'public', noindex: true, title: 'Log in' },
  { path: '/email-verify', remote: 'onboarding', module: './EmailVerifyPage', access: 'public', noindex: true },
  { path: '/activate', remote: 'onboarding', module: './ActivatePage', access: 'public', noindex: true },
  { path: '/google-activate', remote: 'onboarding', module: './GoogleActivatePage', access: 'public', noindex: true },
  { path: '/reset-password', remote: 'onboarding', module: './ResetPasswordPage', access: 'public', noindex: true },
  { path: '/onboarding', remote: 'onboarding', module: './OnboardingPage', access: 'public' },
  {
    path: '/account',
    remote: 'commerce',
    module: './AccountPage',
    access: 'protected',
    title: 'My account',
    adminPanel: { remote: 'admin', module: './AdminPanel' },
  },
  { path: '/system-status', remote: 'admin', module: './SystemStatusPage', access: 'admin', title: 'System status' },
];
