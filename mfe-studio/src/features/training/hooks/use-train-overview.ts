import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { getTrainOverview, type TrainOverview } from 'api-client';
import { useApiQuery, type ApiQueryResult } from 'shared-ui';

/** While a model trains, the page asks again this often, so the banner turns into the result by itself. */
export const TRAINING_POLL_MS = 5000;
/**
 * Failed polls in a row after which the live status counts as stopped. Each poll already retries a
 * network failure or a 5xx twice (1 s, then 2 s), so two in a row is about 16 s without an answer.
 */
export const STOPPED_AFTER_FAILED_POLLS = 2;

const subscribeToConnection = (onChange: () => void) => {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
};

/** Whether the browser says it has a connection (a dropped one is known at once, before any poll fails). */
function useOnline(): boolean {
  return useSyncExternalStore(subscribeToConnection, () => navigator.onLine, () => true);
}

export type TrainOverviewQuery = ApiQueryResult<TrainOverview> & {
  /**
   * The page no longer hears from the server: the connection dropped, or the last polls all failed. The
   * banner then says to refresh the page (the spec's words), and stops saying it once an answer comes.
   */
  liveStatusStopped: boolean;
};

/**
 * The train overview, polled while a training runs (stops on unmount). `refetch` keeps the current view
 * (and its form state) on screen until the answer arrives; a failed poll keeps it too, and the next
 * poll tries again.
 */
export function useTrainOverview(): TrainOverviewQuery {
  const [failedPolls, setFailedPolls] = useState(0);
  const online = useOnline();
  const query = useApiQuery(['train-overview'], ({ signal }) => getTrainOverview({ signal }), {
    refetchInterval: (overview) => (overview?.modelIsTraining ? TRAINING_POLL_MS : false),
    onError: () => setFailedPolls((count) => count + 1),
  });
  // Every answer is a fresh object: a new one means the server answered.
  const data = query.status === 'success' ? query.data : undefined;
  useEffect(() => setFailedPolls(0), [data]);
  // Back online: ask at once rather than at the next poll.
  const { refetch } = query;
  const wasOnline = useRef(online);
  useEffect(() => {
    if (online && !wasOnline.current) void refetch();
    wasOnline.current = online;
  }, [online, refetch]);
  return { ...query, liveStatusStopped: !online || failedPolls >= STOPPED_AFTER_FAILED_POLLS };
}
