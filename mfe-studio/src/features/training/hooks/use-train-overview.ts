import { getTrainOverview, type TrainOverview } from 'api-client';
import { useApiQuery, type ApiQueryResult } from 'shared-ui';

/** While a model trains, the page asks again this often, so the banner turns into the result by itself. */
export const TRAINING_POLL_MS = 5000;

/**
 * The train overview, polled while a training runs (stops on unmount). `refetch` keeps the current view
 * (and its form state) on screen until the answer arrives; a failed poll keeps it too, and the next
 * poll tries again.
 */
export function useTrainOverview(): ApiQueryResult<TrainOverview> {
  return useApiQuery(['train-overview'], ({ signal }) => getTrainOverview({ signal }), {
    refetchInterval: (overview) => (overview?.modelIsTraining ? TRAINING_POLL_MS : false),
  });
}
