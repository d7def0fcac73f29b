import { getTemplateComplete } from 'api-client';
import { useApiQuery } from 'shared-ui';

/** The photo made from a template, with the model it was made with and other templates to try. */
export function useTemplateComplete(fileId: string) {
  return useApiQuery(['template-complete', fileId], ({ signal }) => getTemplateComplete({ fileId }, { signal }));
}
