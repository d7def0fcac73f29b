import {
  ApiError,
  GENERATION_ID_REQUIRED_MESSAGE,
  getPackGeneration,
  PACK_GENERATION_LOAD_FAILED_MESSAGE,
  PACK_GENERATION_NOT_FOUND_MESSAGE,
  type PackGenerationReply,
} from 'api-client';
import { useApiQuery, type ApiQueryResult } from 'shared-ui';

/** While a pack is still being made its page asks again this often. */
export const PACK_POLL_MS = 3000;

// A path without a numeric id is never sent: the page shows this at once.
const MISSING_ID = new Error(GENERATION_ID_REQUIRED_MESSAGE);

/** The text a pack page shows for a failed load. */
export function packGenerationFailure(error: unknown): string {
  if (error === MISSING_ID) return GENERATION_ID_REQUIRED_MESSAGE;
  if (error instanceof ApiError && error.httpStatus === 404) return PACK_GENERATION_NOT_FOUND_MESSAGE;
  return PACK_GENERATION_LOAD_FAILED_MESSAGE;
}

/**
 * One pack generation, polled every 3 s while its status is running. A poll that fails keeps the images
 * on screen and tries again at the next one; only a first load shows the error.
 */
export function usePackGeneration(generationId: string | undefined): ApiQueryResult<PackGenerationReply> {
  const validId = generationId && /^\d+$/.test(generationId) ? generationId : null;
  const query = useApiQuery(['pack-generation', validId], ({ signal }) => getPackGeneration({ id: validId ?? '' }, { signal }), {
    enabled: validId !== null,
    refetchInterval: (reply) => (reply?.packGeneration.status === 'running' ? PACK_POLL_MS : false),
    onError: (error) => console.error('Loading the pack generation failed', error),
  });
  return validId ? query : { status: 'error', error: MISSING_ID, isFetching: false, refetch: query.refetch };
}
