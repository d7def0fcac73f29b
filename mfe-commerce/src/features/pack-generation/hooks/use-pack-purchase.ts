import { useCallback, useEffect, useState } from 'react';
import {
  getModelsThin,
  getPackPurchaseInfo,
  PURCHASE_INFO_FAILED_MESSAGE,
  type PackPurchaseInfo,
  type ThinModel,
} from 'api-client';
import { packModels } from '../pack-model';

export type PackPurchaseState =
  | { kind: 'loading' }
  | { kind: 'failed'; message: string }
  /** The user has no ready flux-lora model: a pack cannot be made until one is trained. */
  | { kind: 'needs-model' }
  | { kind: 'loaded'; info: PackPurchaseInfo; models: ThinModel[] };

/** What generate-pack/{purchaseId} needs: the bought pack and the models that can make it. */
export function usePackPurchase(purchaseId: string | undefined) {
  const validId = purchaseId && /^\d+$/.test(purchaseId) ? purchaseId : null;
  const [state, setState] = useState<PackPurchaseState>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!validId) {
      setState({ kind: 'failed', message: PURCHASE_INFO_FAILED_MESSAGE });
      return undefined;
    }
    let active = true;
    setState({ kind: 'loading' });
    Promise.all([getPackPurchaseInfo({ packPurchaseId: validId }), getModelsThin()])
      .then(([info, reply]) => {
        if (!active) return;
        const models = packModels(reply.models);
        // Once generated, the images are shown whatever models exist now.
        if (models.length === 0 && info.packGenerationId === null) setState({ kind: 'needs-model' });
        else setState({ kind: 'loaded', info, models });
      })
      .catch((error: unknown) => {
        console.error('Loading the pack purchase failed', error);
        if (active) setState({ kind: 'failed', message: PURCHASE_INFO_FAILED_MESSAGE });
      });
    return () => {
      active = false;
    };
  }, [validId, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, retry };
}
