// The shared-ui entry, shared as one Module Federation singleton by the shell and every remote.
export { theme, media, focusRing, focusOutline, darkSurfaceFocus, MOBILE_BREAKPOINT, NAV_HEIGHT, CONTENT_MAX_WIDTH, type Theme } from './theme/theme';
export { GlobalStyle } from './theme/global-style';

export { Button, type ButtonProps, type ButtonVariant } from './components/button';
export { TextField, type TextFieldProps } from './components/text-field';
export { SelectField, type SelectFieldProps, type SelectOption } from './components/select-field';
export { Checkbox, type CheckboxProps } from './components/checkbox';
export { Dialog, type DialogProps } from './components/dialog';
export { ConfirmDialog, type ConfirmDialogProps } from './components/confirm-dialog';
export { Spinner, type SpinnerProps } from './components/spinner';
export { ProgressBar, type ProgressBarProps } from './components/progress-bar';
export { LoadingView, PROGRESS_CAP, PROGRESS_TICK_MS, type LoadingViewProps } from './components/loading-view';
export { Banner, type BannerProps, type BannerTone } from './components/banner';
export { Card, Page, PageTitle, Stack, type PageProps, type StackProps } from './components/layout';
export { DetailList, type DetailListProps } from './components/detail-list';
export { Accordion, type AccordionItem, type AccordionProps } from './components/accordion';
export { Tooltip, TOOLTIP_DELAYS, type TooltipProps } from './components/tooltip';
export { downloadHref, ImageViewer, type ImageViewerProps } from './components/image-viewer';
export { LikenessBadge, likenessText } from './components/likeness-badge';
export { ImageGrid, type ImageGridProps, type ImageGridTile } from './components/image-grid';
export { VisuallyHidden, visuallyHidden } from './components/visually-hidden';

export { useAlert } from './feedback/use-alert';
export { AlertHost } from './feedback/alert-host';
export { useSnackbar } from './feedback/use-snackbar';
export { SnackbarHost, SNACKBAR_AUTO_HIDE_MS } from './feedback/snackbar-host';
export type { SnackbarOptions } from './feedback/snackbar.atom';
export { useCopyText, COPY_MESSAGE_MS, type CopyText, type CopyTexts, type CopyResult } from './feedback/use-copy-text';

export { sessionAtom, type Session, type SessionStatus } from './session/session.atom';
export { useSession, type UseSession } from './session/use-session';

export { encodeBase64Param, decodeBase64Param } from './routing/base64-param';
export { loginPath } from './routing/login-path';
export { usePageMeta, type PageMeta } from './routing/use-page-meta';

export { formatCredits } from './format/format-credits';
export { logEvent, buildEvent, type LogEventInput } from './analytics/log-event';
export { useImpression } from './analytics/use-impression';

export { useApiQuery, type ApiQueryOptions, type ApiQueryResult } from './data/use-api-query';
export { useApiMutation, type ApiMutationOptions, type ApiMutationResult, type MutationState } from './data/use-api-mutation';
export {
  invalidateApiQueries, setApiQueryData, getApiQueryData, clearApiQueryCache,
  type QueryContext, type QueryFetcher, type QueryState, type QuerySnapshot,
} from './data/query-cache';
export type { QueryKey } from './data/query-key';
export { configureQueryRetries, isTransientFailure } from './data/retry-policy';
export { startDownload, useZipDownload, type ZipDownload } from './data/use-zip-download';
export { FieldError, FieldHint } from './components/field-parts';
