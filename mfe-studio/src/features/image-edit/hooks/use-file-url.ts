import { getFileUrl } from 'api-client';
import { useApiQuery } from 'shared-ui';

/** A displayable URL for one of the user's files (a path on the API: wrap it with apiFileUrl). */
export function useFileUrl(fileId: string, enabled = true) {
  return useApiQuery(['file-url', fileId], ({ signal }) => getFileUrl({ fileId }, { signal }), { enabled });
}
