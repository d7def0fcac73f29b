import type { GenStatus } from 'api-client';
import { usePendingPack } from '../hooks/use-pending-pack';
import { PendingPackBanner } from './pending-pack-banner';
import { TrainingBanner } from './training-banner';

/** What the user should know before generating: a model still training, a bought pack not yet made. */
export function GenBanners({ status }: { status: GenStatus }) {
  // A pack can only be made with a trained model: without one, the train page leads to it instead.
  const pendingPack = usePendingPack(status.hasCompletedModels);
  return (
    <>
      {status.currentlyTrainingModelName && <TrainingBanner modelName={status.currentlyTrainingModelName} />}
      {pendingPack && <PendingPackBanner {...pendingPack} />}
    </>
  );
}
