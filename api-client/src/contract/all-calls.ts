import type { CallDefinition } from './define-call';
import { runtimeConfigCall } from './site/runtime-config';
import { authStatusCall } from './auth-service/status';
import { checkEmailCall } from './auth-service/check-email';
import { loginCall } from './auth-service/auth';
import { logoutCall } from './auth-service/logout';
import { startResetPasswordCall } from './auth-service/start-reset-password';
import { finishResetPasswordCall } from './auth-service/finish-reset-password';
import { changePasswordCall } from './auth-service/change-password';
import { exportDataCall } from './auth-service/export-data';
import { deleteAccountCall } from './auth-service/delete-account';
import { refereesCall } from './auth-service/referees';
import { activateCall } from './auth-service/activate';
import { activationLinkStatusCall } from './auth-service/activation-link-status';
import { accountInfoCall } from './auth-service/account-info';
import { googleAuthCall } from './google-auth-service/auth';
import { googlePartialStatusCall } from './google-auth-service/partial-status';
import { googlePartialInfoCall } from './google-auth-service/partial-info';
import { googleActivateCall } from './google-auth-service/activate';
import { systemStatusCall } from './admin-service/system-status';
import { toggleMockModeCall } from './admin-service/toggle-mock-mode';
import { resetUserCompletelyCall } from './admin-service/reset-user-completely';
import { analyticsEventCall } from './analytics-service/event';
import { applyBackdropCall } from './replicate-service/apply-backdrop';
import { changeOutfitCall } from './replicate-service/change-outfit';
import { createIdPhotoCall, idDocumentsCall } from './id-photo-service/id-photos';
import { upscaleCall } from './replicate-service/upscale';
import { createPreviewCall } from './preview-service/create-preview';
import { getPreviewCall } from './preview-service/get-preview';
import { myPreviewCall } from './preview-service/my-preview';
import { applyFilterCall } from './replicate-service/apply-filter';
import { batchDeleteImagesCall } from './replicate-service/batch-delete-images';
import { batchLikeImagesCall } from './replicate-service/batch-like-images';
import { deleteImageCall } from './replicate-service/delete-image';
import { deletedImagesCall } from './replicate-service/deleted-images';
import { editModelCall } from './replicate-service/edit-model';
import { deleteModelCall } from './replicate-service/delete-model';
import { genCall } from './replicate-service/gen';
import { genStatusCall } from './replicate-service/gen-status';
import { imageDetailsCall } from './replicate-service/image-details';
import { imagesDownloadCall } from './replicate-service/images-download';
import { likeImageCall } from './replicate-service/like-image';
import { modelDetailsCall } from './replicate-service/model-details';
import { modelsCall } from './replicate-service/models';
import { modelsThinCall } from './replicate-service/models-thin';
import { setProfilePictureCall } from './replicate-service/set-profile-picture';
import { shareImageCall } from './replicate-service/share-image';
import { shareStatusCall } from './replicate-service/share-status';
import { revokeShareCall } from './replicate-service/revoke-share';
import { trainOverviewCall } from './replicate-service/train-overview';
import { updateLatestModelCall } from './replicate-service/update-latest-model';
import { updateRulesAcceptedCall } from './replicate-service/update-rules-accepted';
import { generatePackCall } from './photo-pack-service/generate-pack';
import { lastPackPurchaseCall } from './photo-pack-service/get-last-pack-purchase-id';
import { packPurchaseInfoCall } from './photo-pack-service/get-pack-purchase-info';
import { myPackPurchasesCall } from './photo-pack-service/my-pack-purchases';
import { likeFavoritesCall } from './photo-pack-service/like-favorites';
import { packGenerationCall } from './photo-pack-service/pack-generation';
import { packDownloadCall } from './photo-pack-service/pack-download';
import { photoPacksCall } from './photo-pack-service/photo-packs';
import { photoPackCheckoutCall } from './photo-pack-service/photo-packs-checkout';
import { checkEligibilityCall } from './offer-service/check-eligibility';
import { offerTypeCall } from './offer-service/offer-types-by-type';
import { pendingFreeCreditsCall } from './offer-service/pending-free-credits';
import { uploadForRedditCall } from './offer-service/upload-for-reddit';
import { verifyRedditShareCall } from './offer-service/verify-reddit-share';
import { getFileUrlCall } from './upload-service/get-file-url';
import { confirmTrainingCall } from './upload-service/confirm-training';
import { uploadCall } from './upload-service/upload';
import { uploadImageCall } from './upload-service/upload-image';
import { uploadMaskCall } from './upload-service/upload-mask';
import { cancelSubscriptionCall } from './subscription-service/cancel-subscription';
import { createCheckoutSessionCall } from './subscription-service/create-checkout-session';
import { packagesCall } from './subscription-service/packages';
import { creditHistoryCall, creditHistoryCsvCall } from './subscription-service/credit-history';
import { sendMessageCall } from './contact-service/send-message';
import { generateImageFromTemplateCall } from './template-image-service/generate-image-from-template';
import { templateCategoriesCall } from './template-image-service/template-categories';
import { templateCompleteCall } from './template-image-service/template-complete';
import { templateImagesCall } from './template-image-service/template-images';
import { addTemplateToPackCall } from './admin-service/add-template-to-pack';
import { approveTemplateImageCall } from './admin-service/approve-template-image';
import { createPackCall } from './admin-service/create-pack';
import { deleteTemplateImageCall } from './admin-service/delete-template-image';
import { generateTemplateImagesCall } from './admin-service/generate-template-images';
import { packPromptsCall } from './admin-service/get-pack-prompts';
import { packTemplateImagesCall } from './admin-service/get-pack-template-images';
import { adminPhotoPacksCall } from './admin-service/photo-packs';
import { removeTemplateFromPackCall } from './admin-service/remove-template-from-pack';
import { adminTemplateImagesCall } from './admin-service/template-images';
import { updatePackCall } from './admin-service/update-pack';
import { updatePromptCall } from './admin-service/update-prompt';
import { funnelReportCall } from './admin-service/funnel-report';
import { showcaseCall } from './showcase-service/showcase';
import { showcaseUploadCall } from './admin-service/showcase-upload';
import { showcaseItemsCall } from './admin-service/showcase-items';
import { showcaseUpdateCall } from './admin-service/showcase-update';
import { showcaseOrderCall } from './admin-service/showcase-order';
import { showcaseRetireCall } from './admin-service/showcase-retire';

/** Every call of the contract: the server registers routes and the OpenAPI document from this list. */
export const allCalls: readonly CallDefinition[] = [
  runtimeConfigCall,
  authStatusCall,
  checkEmailCall,
  loginCall,
  logoutCall,
  startResetPasswordCall,
  finishResetPasswordCall,
  changePasswordCall,
  exportDataCall,
  deleteAccountCall,
  refereesCall,
  activateCall,
  activationLinkStatusCall,
  accountInfoCall,
  googleAuthCall,
  googlePartialStatusCall,
  googlePartialInfoCall,
  googleActivateCall,
  systemStatusCall,
  toggleMockModeCall,
  resetUserCompletelyCall,
  analyticsEventCall,
  applyFilterCall,
  applyBackdropCall,
  changeOutfitCall,
  upscaleCall,
  idDocumentsCall,
  createIdPhotoCall,
  createPreviewCall,
  getPreviewCall,
  myPreviewCall,
  batchDeleteImagesCall,
  batchLikeImagesCall,
  deleteImageCall,
  deletedImagesCall,
  editModelCall,
  deleteModelCall,
  genCall,
  genStatusCall,
  imageDetailsCall,
  imagesDownloadCall,
  likeImageCall,
  modelDetailsCall,
  modelsCall,
  modelsThinCall,
  setProfilePictureCall,
  shareImageCall,
  shareStatusCall,
  revokeShareCall,
  trainOverviewCall,
  updateLatestModelCall,
  updateRulesAcceptedCall,
  generatePackCall,
  lastPackPurchaseCall,
  packPurchaseInfoCall,
  myPackPurchasesCall,
  likeFavoritesCall,
  packGenerationCall,
  packDownloadCall,
  photoPacksCall,
  photoPackCheckoutCall,
  checkEligibilityCall,
  offerTypeCall,
  pendingFreeCreditsCall,
  uploadForRedditCall,
  verifyRedditShareCall,
  getFileUrlCall,
  uploadCall,
  confirmTrainingCall,
  uploadImageCall,
  uploadMaskCall,
  cancelSubscriptionCall,
  createCheckoutSessionCall,
  packagesCall,
  creditHistoryCall,
  creditHistoryCsvCall,
  sendMessageCall,
  generateImageFromTemplateCall,
  templateCategoriesCall,
  templateCompleteCall,
  templateImagesCall,
  addTemplateToPackCall,
  approveTemplateImageCall,
  createPackCall,
  deleteTemplateImageCall,
  generateTemplateImagesCall,
  packPromptsCall,
  packTemplateImagesCall,
  adminPhotoPacksCall,
  removeTemplateFromPackCall,
  adminTemplateImagesCall,
  updatePackCall,
  updatePromptCall,
  funnelReportCall,
  showcaseCall,
  showcaseUploadCall,
  showcaseItemsCall,
  showcaseUpdateCall,
  showcaseOrderCall,
  showcaseRetireCall,
];
