// shared-ui's start-up entry, shared as its own Module Federation singleton (`shared-ui/start-up`): what the
// shell and the marketing remote render on the first load of any page (theme, layout, buttons, dialogs,
// feedback hosts, session, routing helpers, analytics, queries). The full entry (index.ts) re-exports it and
// adds the rest (form fields, image viewer and grid, mutations, downloads), which loads with the first page
// that uses it. Modules outside this entry import what it holds from 'shared-ui/start-up', never by a
// relative path, so the site keeps one copy of each atom and of the query cache (start-up.test.ts).
export { theme, media, focusRing, focusOutline, darkSurfaceFocus, MOBILE_BREAKPOINT, NAV_HEIGHT, CONTENT_MAX_WIDTH, type Theme } from './theme/theme';
export { GlobalStyle } from './theme/global-style';

export { Button, type ButtonProps, type ButtonVariant } from './components/button';
export { Dialog, type DialogProps } from './components/dialog';
export { useFocusTrap } from './components/use-focus-trap';
export { Spinner, type SpinnerProps } from './components/spinner';
export { ProgressBar, type ProgressBarProps } from './components/progress-bar';
export { LoadingView, PROGRESS_CAP, PROGRESS_TICK_MS, type LoadingViewProps } from './components/loading-view';
export { Card, Page, PageTitle, Stack, type PageProps, type StackProps } from './components/layout';
export { Accordion, type AccordionItem, type AccordionProps } from './components/accordion';
export { VisuallyHidden, visuallyHidden } from './components/visually-hidden';

export { useAlert, type AlertOptions } from './feedback/use-alert';
export { AlertHost } from './feedback/alert-host';
export { useSnackbar } from './feedback/use-snackbar';
export { SnackbarHost, SNACKBAR_AUTO_HIDE_MS } from './feedback/snackbar-host';
export type { SnackbarOptions } from './feedback/snackbar.atom';

export { sessionAtom, type Session, type SessionStatus } from './session/session.atom';
export { useSession, startSessionCheck, type UseSession } from './session/use-session';

export { encodeBase64Param, decodeBase64Param } from './routing/base64-param';
export { loginPath } from './routing/login-path';
export { usePageMeta, type PageMeta } from './routing/use-page-meta';
export { usePageReady, PAGE_READY_MARK } from './routing/use-page-ready';

export { formatCredits } from './format/format-credits';
export { creditsText, spendLabel } from './credits/spend-label';
export { useCreditBalance } from './credits/credit-balance';
export { keepCreditBalanceFromAnswers, showCreditBalance } from './credits/balance-from-answers';
export { GEN_STATUS_KEY } from './queries/gen-status-key';
export { useAccountInfoQuery, ACCOUNT_INFO_KEY } from './queries/account-info-query';
export { logEvent, buildEvent, type LogEventInput } from './analytics/log-event';
export { useImpression } from './analytics/use-impression';

export { CUSTOMER_REVIEWS, type CustomerReview } from './content/customer-reviews';

export { useApiQuery, type ApiQueryOptions, type ApiQueryResult } from './data/use-api-query';
export {
  invalidateApiQueries, setApiQueryData, getApiQueryData, clearApiQueryCache, preloadApiQuery,
  type QueryContext, type QueryFetcher, type QueryState, type QuerySnapshot,
} from './data/query-cache';
export type { QueryKey } from './data/query-key';
export { configureQueryRetries, isTransientFailure } from './data/retry-policy';
