import {
  getModelsThin,
  getPackPurchaseInfo,
  PURCHASE_INFO_FAILED_MESSAGE,
  type PackPurchaseInfo,
  type ThinModel,
} from 'api-client';
import { useApiQuery, type ApiQueryResult } from 'shared-ui';
import { packModels } from '../pack-model';

export interface PackPurchase {
  info: PackPurchaseInfo;
  /** The user's ready flux-lora models, which can make the pack. */
  models: ThinModel[];
}

// A path without a numeric id is never sent; the page shows PURCHASE_INFO_FAILED_MESSAGE, as for any failure.
const MISSING_ID = new Error(PURCHASE_INFO_FAILED_MESSAGE);

/** No model can make the pack yet: one must be trained first. Once generated, the images show whatever models exist. */
export const needsModel = (purchase: PackPurchase) => purchase.models.length === 0 && purchase.info.packGenerationId === null;

/** What generate-pack/{purchaseId} needs: the bought pack and the models that can make it. */
export function usePackPurchase(purchaseId: string | undefined): ApiQueryResult<PackPurchase> {
  const validId = purchaseId && /^\d+$/.test(purchaseId) ? purchaseId : null;
  const query = useApiQuery(
    // One entry for both calls: the page needs them together.
    ['pack-purchase', validId],
    async ({ signal }) => {
      const [info, reply] = await Promise.all([
        getPackPurchaseInfo({ packPurchaseId: validId ?? '' }, { signal }),
        getModelsThin({ signal }),
      ]);
      return { info, models: packModels(reply.models) };
    },
    { enabled: validId !== null, onError: (error) => console.error('Loading the pack purchase failed', error) },
  );
  return validId ? query : { status: 'error', error: MISSING_ID, isFetching: false, refetch: query.refetch };
}
