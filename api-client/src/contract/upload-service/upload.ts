import { z } from 'zod';
import { callApi, type CallOptions } from 'api-client/runtime';
import { defineCall, type RequestOf, type ReplyOf } from '../define-call';
import { MODEL_NAME_MAX } from '../entities/limits';
import {
  characteristicsSchema,
  modelClassSchema,
  MODEL_NAME_REQUIRED_MESSAGE,
  MODEL_NAME_TOO_LONG_MESSAGE,
} from '../entities/model-class';

/** Texts of the training upload form and its refusals. See docs/training.md#the-upload-form. */
export const TOO_MANY_IMAGES_MESSAGE = 'You can only upload a maximum of 20 images.';
export const TRAINING_IMAGE_FORMAT_MESSAGE = 'Please upload images in JPG, JPEG, PNG, or WEBP format only.';
export const NO_IMAGES_MESSAGE = 'Please upload at least one image.';
export const UPLOAD_FAILED_MESSAGE = 'There was an error uploading the images.';
/** A training upload with more than one file part: the studio sends one zip of every photo. */
export const SEND_ONE_ZIP_MESSAGE = 'Send one zip file.';
export const TRAINING_IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'webp'] as const;

/** Per-photo quality check (HTTP 422): each failing photo with its 1-based position in the zip and one reason. */
export const PHOTO_QUALITY_FAILED_MESSAGE = 'Some photos did not pass the quality check.';
export const PHOTO_ISSUE_NO_FACE = 'No face found';
export const PHOTO_ISSUE_SEVERAL_FACES = 'More than one face found';
export const PHOTO_ISSUE_FACE_TOO_SMALL = 'Face too small: move closer to the camera';
export const PHOTO_ISSUE_BLURRY = 'Photo too blurry';
export const PHOTO_ISSUE_DUPLICATE = 'Duplicate of another photo';
export const PHOTO_ISSUE_FORMAT = 'Not a JPG, PNG or WEBP image';
/** Largest photo accepted, in megapixels: no phone takes more, and decoding more is a pixel bomb. */
export const MAX_PHOTO_MEGAPIXELS = 50;
export const PHOTO_ISSUE_TOO_LARGE = `Photo too large: over ${MAX_PHOTO_MEGAPIXELS} megapixels`;
export const PHOTO_ISSUE_REASONS = [
  PHOTO_ISSUE_NO_FACE,
  PHOTO_ISSUE_SEVERAL_FACES,
  PHOTO_ISSUE_FACE_TOO_SMALL,
  PHOTO_ISSUE_BLURRY,
  PHOTO_ISSUE_DUPLICATE,
  PHOTO_ISSUE_FORMAT,
  PHOTO_ISSUE_TOO_LARGE,
] as const;
export type PhotoIssueReason = (typeof PHOTO_ISSUE_REASONS)[number];
export const photoIssueSchema = z.object({
  position: z.number().int().min(1),
  name: z.string(),
  reason: z.enum(PHOTO_ISSUE_REASONS),
});
export type PhotoIssue = z.infer<typeof photoIssueSchema>;
/** The 422 body: the error reply plus the photos to replace (read `ApiError.body.photoIssues`). */
export const photoIssuesSchema = z.array(photoIssueSchema);
export const photoIssuesReplySchema = z.object({
  status: z.literal('error'),
  message: z.string(),
  requestId: z.string(),
  photoIssues: photoIssuesSchema,
});

export const modelNameSchema = z
  .string()
  .trim()
  .min(1, MODEL_NAME_REQUIRED_MESSAGE)
  .max(MODEL_NAME_MAX, MODEL_NAME_TOO_LONG_MESSAGE);

/** Shown on each photo of `lookAlikeOutliers`: the training waits until the user removes them or confirms. */
export const PHOTO_LOOKS_DIFFERENT_WARNING = 'This photo does not look like the others';
/** The button that confirms photos of several faces all show the user (confirm-training). */
export const THESE_ARE_ALL_ME_LABEL = 'These are all me';

/** 1-based positions of the photos whose face does not look like the person the others show. */
export const lookAlikeOutliersSchema = z.array(z.number().int().min(1));

/** The training started (1150 credits spent). */
export const trainingStartedReplySchema = z.object({ status: z.literal('success'), modelId: z.string() });

export const uploadCall = defineCall({
  path: 'upload-service/upload',
  method: 'POST',
  access: 'user',
  summary: 'Start training a model from a zip of 12 to 20 photos of one person (1150 credits); photos of several faces wait for confirm-training, unpaid',
  body: 'multipart',
  request: z.object({
    file: z.any().describe('file'),
    modelName: modelNameSchema,
    modelClass: modelClassSchema,
    modelCharacteristics: characteristicsSchema,
  }),
  reply: z.discriminatedUnion('status', [
    trainingStartedReplySchema,
    /**
     * Some photos do not look like the person the others show (docs/likeness.md#one-person-per-model):
     * nothing was spent and nothing trains. The photos wait a day for confirm-training ("These are all
     * me"); a new upload replaces them.
     */
    z.object({ status: z.literal('needs-confirmation'), modelId: z.string(), lookAlikeOutliers: lookAlikeOutliersSchema.min(1) }),
  ]),
});
export type UploadRequest = RequestOf<typeof uploadCall>;
export type UploadReply = ReplyOf<typeof uploadCall>;
export const uploadTrainingImages = (request: UploadRequest, options?: CallOptions) =>
  callApi(uploadCall, request, options);
