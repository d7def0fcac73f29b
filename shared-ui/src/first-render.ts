// shared-ui's first-render entry, shared as its own Module Federation singleton (`shared-ui/first-render`): what a
// signed-in studio page renders its first data with, beyond the start-up entry (banners, link buttons, the spend
// button, the image grid, mutations and the generation page's queries). The full entry
// (index.ts) re-exports it and adds the rest (form fields, image viewer, confirm dialog, previews, downloads),
// which the studio loads after its first render. Its modules reach the start-up entry as 'shared-ui/start-up',
// and modules outside it reach it as 'shared-ui/first-render' (start-up.test.ts), so there is one copy of each.
export { Banner, type BannerProps, type BannerTone } from './components/banner';
export { ButtonLink, ButtonAnchor } from './components/button-link';
export { SpendButton, type SpendButtonProps } from './components/spend-button';
export { ImageGrid, type ImageGridProps, type ImageGridTile } from './components/image-grid';
export { isVideoSource, downloadHref, downloadName } from './components/media-source';
export { BUY_CREDITS_PATH } from './credits/buy-credits-path';
export { refreshCreditBalance } from './credits/refresh-credit-balance';
export { useApiMutation, type ApiMutationOptions, type ApiMutationResult, type MutationState } from './data/use-api-mutation';

export {
  GEN_STATUS_KEY, fetchGenStatus, modelsKey, fetchModels, isMobileScreen, preloadGenPageData,
} from './queries/gen-page-data';
export { useGenStatusQuery } from './queries/gen-status-query';
export { useMyPackPurchasesQuery, MY_PACK_PURCHASES_KEY } from './queries/my-pack-purchases-query';
