import { useEffect, useState } from 'react';
import { getLastPackPurchase } from 'api-client';
import type { LastPurchaseState } from '../continue-path';

/** The purchase just paid for, fetched only after a photo-pack checkout. */
export function useLastPackPurchase(enabled: boolean): LastPurchaseState {
  const [state, setState] = useState<LastPurchaseState>({ kind: 'loading' });
  useEffect(() => {
    if (!enabled) return undefined;
    let active = true;
    getLastPackPurchase()
      .then((purchase) => active && setState({ kind: 'loaded', purchase }))
      .catch((error: unknown) => {
        console.error('Loading the last pack purchase failed', error);
        if (active) setState({ kind: 'failed' });
      });
    return () => {
      active = false;
    };
  }, [enabled]);
  return state;
}
