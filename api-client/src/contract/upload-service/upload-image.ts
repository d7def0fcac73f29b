import { z } from 'zod';
import { callApi } from 'api-client/runtime';
import { defineCall, type RequestOf } from '../define-call';

export const IMAGE_UPLOAD_FORMAT_MESSAGE =
  'Only jpg, jpeg, and png files are allowed. Please select a valid image file.';
export const NO_IMAGE_SELECTED_MESSAGE = 'Please select an image.';
export const UPLOAD_IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png'] as const;
/** The reply's nextPage: the mask editor for the uploaded image (paths start with "/", as gen's do). */
export const uploadedImageNextPage = (fileId: string) => `/edit/${fileId}`;

export const uploadImageCall = defineCall({
  path: 'upload-service/upload-image',
  method: 'POST',
  access: 'user',
  summary: 'Upload one jpg or png image to edit; answers the page to open next',
  body: 'multipart',
  // Optional here so a missing file gets NO_IMAGE_SELECTED_MESSAGE, not a schema error.
  request: z.object({ file: z.any().optional().describe('file') }),
  reply: z.object({ status: z.literal('success'), nextPage: z.string() }),
});
export type UploadImageRequest = RequestOf<typeof uploadImageCall>;
export const uploadImage = (request: UploadImageRequest) => callApi(uploadImageCall, request);
