import { getShowcaseItems, type ShowcaseItemsReply } from 'api-client';
import { useApiQuery, type ApiQueryResult, type QueryKey } from 'shared-ui';

export const SHOWCASE_ITEMS_KEY: QueryKey = ['admin-showcase-items'];

/** Every showcase item with its consent record, active ones in their order first. */
export function useShowcaseItems(): ApiQueryResult<ShowcaseItemsReply> {
  return useApiQuery(SHOWCASE_ITEMS_KEY, ({ signal }) => getShowcaseItems({ signal }), {
    onError: (error) => console.error('Showcase items failed', error),
  });
}
