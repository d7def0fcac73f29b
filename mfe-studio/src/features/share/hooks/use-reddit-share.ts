import { useCallback, useEffect, useRef, useState } from 'react';
import { uploadForReddit, verifyRedditShare } from 'api-client';
import { useApiMutation } from 'shared-ui';
import { PENDING_FREE_CREDITS_KEY } from '../../../lib/pending-free-credits-query';
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

/** The offer's two steps, each one contract call: prepare the image and open Reddit's submit page, then verify the post. */
export function useRedditShare({ imageUrl, onAwarded, onFinished }: RedditShareOptions) {
  const [tabOpened, setTabOpened] = useState(false);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef({ onAwarded, onFinished });
  latest.current = { onAwarded, onFinished };
  useEffect(() => () => clearTimeout(closeTimer.current), []);

  const upload = useApiMutation(uploadForReddit, { onError: (error) => console.error('Preparing the image for Reddit failed', error) });
  const check = useApiMutation(verifyRedditShare, {
    invalidates: [PENDING_FREE_CREDITS_KEY],
    onError: (error) => console.error('Verifying the Reddit post failed', error),
    onSuccess: (reply) => {
      if (!verifyOutcome(reply).awarded) return;
      latest.current.onAwarded();
      clearTimeout(closeTimer.current);
      closeTimer.current = setTimeout(() => latest.current.onFinished(), CLOSE_AFTER_AWARD_MS);
    },
  });
  const { mutateAsync: uploadImage } = upload;
  const { mutate: verifyPost } = check;

  const prepare = useCallback(
    async (community: ShareCommunity) => {
      const tab = openBlankTab();
      setTabOpened(Boolean(tab));
      try {
        const { imgurUrl } = await uploadImage({ imageUrl });
        if (tab && !tab.closed) tab.location.href = redditSubmitUrl(community, imgurUrl);
        else setTabOpened(false);
      } catch {
        tab?.close();
      }
    },
    [imageUrl, uploadImage],
  );
  const verify = useCallback((redditPostUrl: string) => verifyPost({ redditPostUrl }), [verifyPost]);

  const prepared: PrepareState =
    upload.status === 'pending' ? { status: 'preparing' }
      : upload.status === 'success' ? { status: 'ready', hostedUrl: upload.data.imgurUrl, tabOpened }
        : upload.status === 'error' ? { status: 'failed' } : { status: 'idle' };
  const verified: VerifyState =
    check.status === 'pending' ? { status: 'verifying' }
      : check.status === 'success' ? { status: 'done', ...verifyOutcome(check.data) }
        : check.status === 'error' ? { status: 'done', awarded: false, message: verifyFailureMessage(check.error) } : { status: 'idle' };
  return { prepared, prepare, verified, verify };
}
