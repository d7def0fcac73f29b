// The shared-ui entry, shared as one Module Federation singleton by the shell and every remote: the start-up
// entry (re-exported from its own singleton, so there is one copy of it) plus the parts no first page needs.
export * from 'shared-ui/start-up';

export { EmailField, TextField, type TextFieldProps } from './components/text-field';
export { SelectField, type SelectFieldProps, type SelectOption } from './components/select-field';
export { Checkbox, type CheckboxProps } from './components/checkbox';
export { FieldError, FieldHint } from './components/field-parts';
export { FieldGroup, type FieldGroupProps } from './components/field-group';
export { ConfirmDialog, type ConfirmDialogProps } from './components/confirm-dialog';
export { Banner, type BannerProps, type BannerTone } from './components/banner';
export { DetailList, type DetailListProps } from './components/detail-list';
export { Tooltip, TOOLTIP_DELAYS, type TooltipProps } from './components/tooltip';
export { ImageViewer, type ImageViewerProps } from './components/image-viewer';
export { downloadHref } from './components/media-source';
export { LikenessBadge, likenessText, LIKENESS_BAND_TEXT, LIKENESS_REFUND_TEXT } from './components/likeness-badge';
export { ImageGrid, type ImageGridProps, type ImageGridTile } from './components/image-grid';
export { ButtonLink, ButtonAnchor } from './components/button-link';
export { SpendButton, type SpendButtonProps } from './components/spend-button';
export { useCreditShortfall, shortfallMessage, NOT_ENOUGH_CREDITS_TITLE, BUY_CREDITS_PATH } from './credits/use-credit-shortfall';
export { refreshCreditBalance } from './credits/refresh-credit-balance';

export { useGenStatusQuery, GEN_STATUS_KEY } from './queries/gen-status-query';
export { useModelsThinQuery, MODELS_THIN_KEY } from './queries/models-thin-query';
export { usePackagesQuery, PACKAGES_KEY } from './queries/packages-query';
export { useMyPackPurchasesQuery, MY_PACK_PURCHASES_KEY } from './queries/my-pack-purchases-query';
export { useTemplateCategoriesQuery, TEMPLATE_CATEGORIES_KEY } from './queries/template-categories-query';
export { useMyPreviewQuery, MY_PREVIEW_KEY } from './queries/my-preview-query';
export { usePreviewQuery, PREVIEW_KEY, PREVIEW_POLL_MS } from './queries/preview-query';

export { useCopyText, COPY_MESSAGE_MS, type CopyText, type CopyTexts, type CopyResult } from './feedback/use-copy-text';

export { useApiMutation, type ApiMutationOptions, type ApiMutationResult, type MutationState } from './data/use-api-mutation';
export { startDownload, useZipDownload, type ZipDownload } from './data/use-zip-download';

export { PreviewPhotos, previewStatusText, PREVIEW_EXPECTED_MS, type PreviewPhotosProps } from './preview/preview-photos';
export {
  previewPackPath, previewStepPath, previewPrivacyText, isPreviewExpired, PACK_PARAM, PREVIEW_OFFER,
} from './preview/preview-links';
export { logPreviewEvent, PREVIEW_FUNNEL, PREVIEW_STEPS, type PreviewStep, type PreviewPlace } from './preview/preview-analytics';
