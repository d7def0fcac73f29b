// The shared-ui entry, shared as one Module Federation singleton by the shell and every remote: the start-up and
// first-render entries (re-exported from their own singletons, so there is one copy of each) plus the parts no
// first render needs.
export * from 'shared-ui/start-up';
export * from 'shared-ui/first-render';

export { EmailField, TextField, type TextFieldProps } from './components/text-field';
export { SelectField, type SelectFieldProps, type SelectOption } from './components/select-field';
export { Checkbox, type CheckboxProps } from './components/checkbox';
export { FieldError, FieldHint } from './components/field-parts';
export { FieldGroup, type FieldGroupProps } from './components/field-group';
export { ConfirmDialog, type ConfirmDialogProps } from './components/confirm-dialog';
export { DetailList, type DetailListProps } from './components/detail-list';
export { Tooltip, TOOLTIP_DELAYS, type TooltipProps } from './components/tooltip';
export {
  useCreditShortfall, creditShortfallHandler, shortfallMessage, NOT_ENOUGH_CREDITS_TITLE, type CreditShortfall,
} from './credits/use-credit-shortfall';
export { ImageViewer, type ImageViewerProps } from './components/image-viewer';
export { LikenessBadge, likenessText, LIKENESS_BAND_TEXT, LIKENESS_REFUND_TEXT } from './components/likeness-badge';

export { useModelsThinQuery, MODELS_THIN_KEY } from './queries/models-thin-query';
export { usePackagesQuery, PACKAGES_KEY } from './queries/packages-query';
export { useTemplateCategoriesQuery, TEMPLATE_CATEGORIES_KEY } from './queries/template-categories-query';
export { useMyPreviewQuery, MY_PREVIEW_KEY } from './queries/my-preview-query';
export { usePreviewQuery, PREVIEW_KEY, PREVIEW_POLL_MS } from './queries/preview-query';

export { useCopyText, COPY_MESSAGE_MS, type CopyText, type CopyTexts, type CopyResult } from './feedback/use-copy-text';

export { startDownload, useZipDownload, type ZipDownload } from './data/use-zip-download';

export { PreviewPhotos, previewStatusText, PREVIEW_EXPECTED_MS, type PreviewPhotosProps } from './preview/preview-photos';
export {
  previewPackPath, previewStepPath, previewPrivacyText, isPreviewExpired, PACK_PARAM, PREVIEW_OFFER,
} from './preview/preview-links';
export { logPreviewEvent, PREVIEW_FUNNEL, PREVIEW_STEPS, type PreviewStep, type PreviewPlace } from './preview/preview-analytics';
