import { getPreview, type Preview } from 'api-client';
import { useApiQuery, type ApiQueryResult } from 'shared-ui/start-up';

/** preview-service/preview/{id}: one preview, asked again every PREVIEW_POLL_MS while its photos are being made. */
export const PREVIEW_KEY = ['preview'] as const;
export const PREVIEW_POLL_MS = 1500;

/** Polls while the preview is processing and stops once it succeeded or failed; cancelled on unmount. */
export function usePreviewQuery(previewId: string | null, options: { enabled?: boolean } = {}): ApiQueryResult<Preview> {
  return useApiQuery(
    [...PREVIEW_KEY, previewId],
    ({ signal }) => getPreview({ previewId: previewId as string }, { signal }),
    {
      enabled: previewId !== null && (options.enabled ?? true),
      refetchInterval: (data) => (data?.status === 'processing' ? PREVIEW_POLL_MS : false),
    },
  );
}
