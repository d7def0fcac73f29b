import { getMyPreview, type MyPreviewReply } from 'api-client';
import { useApiQuery, type ApiQueryOptions, type ApiQueryResult } from 'shared-ui/start-up';

/**
 * preview-service/mine: the user's free preview (or null), whether one can be started and how long it is kept.
 * Onboarding's preview step, commerce's buy-packs and purchase confirmation, and the studio's train page read it.
 */
export const MY_PREVIEW_KEY = ['my-preview'] as const;

export function useMyPreviewQuery(options?: ApiQueryOptions<MyPreviewReply>): ApiQueryResult<MyPreviewReply> {
  return useApiQuery(MY_PREVIEW_KEY, ({ signal }) => getMyPreview({ signal }), options);
}
