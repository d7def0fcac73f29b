import { PREVIEW_MAX_SELFIES } from 'api-client';

// The preview step's own texts; the server's (NO_SELFIE_MESSAGE, PREVIEWS_PAUSED_MESSAGE, PREVIEW_FAILED_MESSAGE,
// PREVIEW_NOT_FOUND_MESSAGE) sit beside their calls in api-client. "photos", not "N selfies": the promise
// check reads "3 selfies" as a training claim (docs/promises.md).
export const TAKE_SELFIE_LABEL = 'Take a selfie';
export const CHOOSE_PHOTOS_LABEL = 'Choose from my photos';
/** The one button where there is no camera to open (a desktop): the file picker. */
export const CHOOSE_SELFIE_LABEL = 'Choose a selfie';
export const SELFIE_HINT = `A clear photo of your face, looking at the camera. You may choose up to ${PREVIEW_MAX_SELFIES} photos of yourself.`;
export const TOO_MANY_PHOTOS_MESSAGE = `Please choose up to ${PREVIEW_MAX_SELFIES} photos.`;
export const TRY_ANOTHER_SELFIE_LABEL = 'Try another selfie';
export const SENDING_TEXT = 'Sending your selfie…';
export const PREVIEW_LOAD_FAILED_MESSAGE = 'We could not load your preview.';
export const PREVIEW_EXPIRED_MESSAGE = 'Your free preview has been deleted, as promised. Train your model to see every photo of you.';
export const PREVIEW_UNAVAILABLE_MESSAGE = 'The free preview is not available for your account. Train your model to see every photo of you.';
export const PREVIEW_LOG_IN_MESSAGE = 'Log in to make your free preview.';
export const SKIP_LABEL = 'Skip';
export const NEXT_LABEL = 'Next';
