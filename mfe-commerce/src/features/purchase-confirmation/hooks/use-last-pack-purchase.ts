import { getLastPackPurchase, type LastPackPurchase } from 'api-client';
import { useApiQuery, type ApiQueryResult } from 'shared-ui';

/** The purchase just paid for, fetched only after a photo-pack checkout (loading until then). */
export function useLastPackPurchase(enabled: boolean): ApiQueryResult<LastPackPurchase> {
  return useApiQuery(['last-pack-purchase'], ({ signal }) => getLastPackPurchase({ signal }), {
    enabled,
    onError: (error) => console.error('Loading the last pack purchase failed', error),
  });
}
