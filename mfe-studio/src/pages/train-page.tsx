import { useState } from 'react';
import { errorMessage, type TrainOverview } from 'api-client';
import { Banner, Button, LoadingView, Page, PageTitle, Stack, usePageMeta, usePageReady } from 'shared-ui';
import { RulesScreen } from '../features/rules/components/rules-screen';
import { NotEnoughCredits } from '../features/training/components/not-enough-credits';
import { TrainingInProgress } from '../features/training/components/training-in-progress';
import { TrainingResult } from '../features/training/components/training-result';
import { FORM_TITLE, UploadForm } from '../features/training/components/upload-form';
import { TrainingIncludedNote } from '../features/training/components/training-included-note';
import { useTrainOverview } from '../features/training/hooks/use-train-overview';

type View = 'rules' | 'training' | 'result' | 'form' | 'credits';

/**
 * One view at a time (docs/training.md#the-upload-form). A running training wins over an older result notice,
 * because it is the newer news; the notice stays hidden once the user chose to train again.
 */
function viewFor(overview: TrainOverview, dismissedResultId: string | null | undefined): View {
  if (overview.showRules) return 'rules';
  if (overview.modelIsTraining) return 'training';
  const hasResult = overview.recentlyCompletedModelName !== null || overview.recentlyCompletedModelId !== null;
  if (hasResult && dismissedResultId !== overview.recentlyCompletedModelId) return 'result';
  return overview.hasModelCredits ? 'form' : 'credits';
}

export default function TrainPage() {
  usePageMeta({ title: 'Train a model', noindex: true });
  const query = useTrainOverview();
  // undefined: nothing dismissed; the id (possibly null) of the result notice the user hid.
  const [dismissedResultId, setDismissedResultId] = useState<string | null | undefined>(undefined);
  usePageReady(query.status === 'success');

  if (query.status === 'loading') return <LoadingView text="Loading" />;
  if (query.status === 'error') {
    return (
      <Page>
        <Banner tone="error" actions={<Button onClick={() => void query.refetch()}>Try again</Button>}>
          {errorMessage(query.error)}
        </Banner>
      </Page>
    );
  }

  const { data: overview, refetch: reload } = query;
  const view = viewFor(overview, dismissedResultId);
  return (
    <Page>
      {view === 'rules' ? (
        <RulesScreen onAccepted={() => void reload()} />
      ) : (
        <Stack gap={24}>
          <PageTitle>{view === 'form' || view === 'credits' ? FORM_TITLE : 'Your model'}</PageTitle>
          {view === 'training' && <TrainingInProgress {...overview} liveStatusStopped={query.liveStatusStopped} />}
          {view === 'result' && (
            <TrainingResult
              modelName={overview.recentlyCompletedModelName}
              didFail={overview.recentlyCompletedDidFail}
              onTrainAgain={() => setDismissedResultId(overview.recentlyCompletedModelId)}
              pendingPackPurchaseId={overview.photoPackPendingID}
            />
          )}
          {view === 'form' && overview.trainingsIncluded > 0 && <TrainingIncludedNote />}
          {view === 'form' && <UploadForm onUploaded={() => void reload()} onFailed={() => void reload()} trainingIncluded={overview.trainingsIncluded > 0} />}
          {view === 'credits' && <NotEnoughCredits />}
        </Stack>
      )}
    </Page>
  );
}
