import { useCallback, useEffect, useRef, useState } from 'react';
import { uploadForReddit, verifyRedditShare } from 'api-client';
import { CLOSE_AFTER_AWARD_MS, redditSubmitUrl, verifyFailureMessage, verifyOutcome, type ShareCommunity, type VerifyOutcome } from '../reddit-share';

export type PrepareState =
  | { status: 'idle' }
  | { status: 'preparing' }
  /** `tabOpened`: false when the browser refused the new tab, so the page offers a link instead. */
  | { status: 'ready'; hostedUrl: string; tabOpened: boolean }
  | { status: 'failed' };

export type VerifyState = { status: 'idle' } | { status: 'verifying' } | ({ status: 'done' } & VerifyOutcome);

interface RedditShareOptions {
  /** The image's own (absolute) URL, which the server copies to a public host. */
  imageUrl: string;
  /** Credits were awarded (they wait as pending free credits). */
  onAwarded: () => void;
  /** The award has been on screen for CLOSE_AFTER_AWARD_MS. */
  onFinished: () => void;
}

/**
 * A tab opened in the click itself, so popup blockers let it through; it is pointed at Reddit once the
 * upload answers. No opener: the Reddit page gets no handle on ours.
 */
function openBlankTab(): Window | null {
  try {
    const tab = window.open('', '_blank');
    if (tab) tab.opener = null;
    return tab;
  } catch {
    return null;
  }
}

/** The offer's two steps: prepare the image and open Reddit's submit page, then verify the post. */
export function useRedditShare({ imageUrl, onAwarded, onFinished }: RedditShareOptions) {
  const [prepared, setPrepared] = useState<PrepareState>({ status: 'idle' });
  const [verified, setVerified] = useState<VerifyState>({ status: 'idle' });
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef({ onAwarded, onFinished });
  latest.current = { onAwarded, onFinished };
  useEffect(() => () => clearTimeout(closeTimer.current), []);

  const prepare = useCallback(
    async (community: ShareCommunity) => {
      const tab = openBlankTab();
      setPrepared({ status: 'preparing' });
      try {
        const { imgurUrl } = await uploadForReddit({ imageUrl });
        if (tab && !tab.closed) tab.location.href = redditSubmitUrl(community, imgurUrl);
        setPrepared({ status: 'ready', hostedUrl: imgurUrl, tabOpened: Boolean(tab && !tab.closed) });
      } catch (error) {
        console.error('Preparing the image for Reddit failed', error);
        tab?.close();
        setPrepared({ status: 'failed' });
      }
    },
    [imageUrl],
  );

  const verify = useCallback(async (redditPostUrl: string) => {
    setVerified({ status: 'verifying' });
    let outcome: VerifyOutcome;
    try {
      outcome = verifyOutcome(await verifyRedditShare({ redditPostUrl }));
    } catch (error) {
      console.error('Verifying the Reddit post failed', error);
      outcome = { awarded: false, message: verifyFailureMessage(error) };
    }
    setVerified({ status: 'done', ...outcome });
    if (!outcome.awarded) return;
    latest.current.onAwarded();
    clearTimeout(closeTimer.current);
    closeTimer.current = setTimeout(() => latest.current.onFinished(), CLOSE_AFTER_AWARD_MS);
  }, []);

  return { prepared, prepare, verified, verify };
}
