import { getIdDocuments } from 'api-client';
import { useApiQuery } from 'shared-ui';

/** The documents' rules rarely change: one key, shared by every component that shows them. */
export const ID_DOCUMENTS_KEY = ['id-documents'] as const;

/** Every document an ID photo can be made for, with its rules and source (public). */
export function useIdDocuments() {
  return useApiQuery(ID_DOCUMENTS_KEY, ({ signal }) => getIdDocuments({ signal }));
}
