import { ApiError, createPreview, errorMessage, PREVIEWS_PAUSED_MESSAGE, type Persona } from 'api-client';
import { invalidateApiQueries, logPreviewEvent, MY_PREVIEW_KEY, useApiMutation } from 'shared-ui';
import { toUploadableSelfie } from '../heic-to-jpeg';

/** Why a preview did not start: the selfie (the server's reason, try another), today's budget, or anything else. */
export type CreateProblem =
  | { kind: 'selfie'; message: string }
  | { kind: 'paused'; message: string }
  | { kind: 'other'; message: string };

// The statuses that are about the photo sent: another selfie may well work.
const SELFIE_STATUSES = new Set([400, 413, 415, 422]);

/** The server's own words, when its answer has them. */
function serverMessage(error: ApiError): string | null {
  const body = error.body as { message?: unknown } | null | undefined;
  return body && typeof body === 'object' && typeof body.message === 'string' && body.message ? body.message : null;
}

export function createProblem(error: unknown): CreateProblem {
  const status = error instanceof ApiError ? error.httpStatus : 0;
  if (SELFIE_STATUSES.has(status)) return { kind: 'selfie', message: errorMessage(error) };
  // The day's budget (PREVIEWS_PAUSED_MESSAGE) or a throttle on the network or device (TOO_MANY_PREVIEWS_MESSAGE):
  // either way the preview is off for now and the funnel goes on.
  if (status === 429) return { kind: 'paused', message: serverMessage(error as ApiError) ?? PREVIEWS_PAUSED_MESSAGE };
  return { kind: 'other', message: errorMessage(error) };
}

/** Sends the chosen selfies (HEIC re-encoded where the browser can) and starts the one free preview. */
export function useCreatePreview(persona: Persona | null) {
  return useApiMutation(
    async (files: readonly File[]) => {
      logPreviewEvent('selfieSent', persona, { count: files.length });
      return createPreview({ file: await Promise.all(files.map(toUploadableSelfie)) });
    },
    {
      exclusive: true,
      // Buy-packs and the train page read the preview from here.
      invalidates: [MY_PREVIEW_KEY],
      onError: (error) => {
        console.warn('Starting the preview failed', error);
        // Made meanwhile (another tab): the step shows that one.
        if (error instanceof ApiError && error.httpStatus === 409) void invalidateApiQueries(MY_PREVIEW_KEY);
      },
    },
  );
}
