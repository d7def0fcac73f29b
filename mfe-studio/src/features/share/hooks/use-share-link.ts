import { useState } from 'react';
import { getShareStatus, revokeShare, shareImage } from 'api-client';
import { useApiMutation, useApiQuery } from 'shared-ui';

export type ShareLinkState =
  | { status: 'loading' }
  | { status: 'error'; retry: () => void }
  /** `link`: the photo's public page, or null while it is not shared. */
  | { status: 'ready'; link: string | null };

/**
 * The photo's public share page: whether it has one (asked afresh each time the dialog opens), making it,
 * and ending it. What the last change answered is shown at once; the server's answer stays the truth.
 */
export function useShareLink(fileId: string) {
  const key = ['share-status', fileId];
  const query = useApiQuery(key, ({ signal }) => getShareStatus({ fileId }, { signal }), {
    onError: (error) => console.error('Checking whether the photo is shared failed', error),
  });
  // undefined: nothing changed here yet, the query's answer stands.
  const [changed, setChanged] = useState<string | null | undefined>(undefined);
  // The cached answer is asked again after a change, so a panel shown again later starts from the truth.
  const create = useApiMutation(shareImage, {
    invalidates: [key],
    onSuccess: (reply) => setChanged(reply.shareUrl),
    onError: (error) => console.error('Making the share link failed', error),
  });
  const revoke = useApiMutation(revokeShare, {
    invalidates: [key],
    onSuccess: () => setChanged(null),
    onError: (error) => console.error('Stopping the share failed', error),
  });

  let state: ShareLinkState;
  if (changed !== undefined) state = { status: 'ready', link: changed };
  else if (query.status === 'success') state = { status: 'ready', link: query.data.shareUrl };
  else if (query.status === 'error') state = { status: 'error', retry: () => void query.refetch() };
  else state = { status: 'loading' };

  return {
    state,
    create: () => {
      revoke.reset();
      create.mutate({ fileId });
    },
    creating: create.isPending,
    /** The link was just made here, by the user's click. */
    made: create.status === 'success',
    createError: create.status === 'error' ? create.error : null,
    revoke: () => {
      create.reset();
      revoke.mutate({ fileId });
    },
    revoking: revoke.isPending,
    revokeError: revoke.status === 'error' ? revoke.error : null,
    /** Sharing was just stopped here (the page says so until a new link is made). */
    revoked: revoke.status === 'success',
  };
}
export type ShareLink = ReturnType<typeof useShareLink>;
