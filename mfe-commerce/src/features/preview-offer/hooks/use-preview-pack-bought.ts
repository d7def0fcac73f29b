import { useEffect, useRef } from 'react';
import { logPreviewEvent, useMyPreviewQuery } from 'shared-ui';

/**
 * The preview funnel's last step: a pack bought by a user who made a free preview (theirs may have been
 * deleted since: `reason: 'used'` says they made one). Logged once per confirmation page.
 */
export function usePreviewPackBought(packBought: boolean): void {
  const mine = useMyPreviewQuery({ enabled: packBought, onError: (error) => console.warn('Loading the preview failed', error) });
  const reply = mine.status === 'success' ? mine.data : null;
  const madeOne = reply !== null && (reply.preview !== null || reply.reason === 'used');
  const previewId = reply?.preview?.previewId ?? null;
  const logged = useRef(false);
  useEffect(() => {
    if (!madeOne || logged.current) return;
    logged.current = true;
    logPreviewEvent('packBought', null, { previewId });
  }, [madeOne, previewId]);
}
