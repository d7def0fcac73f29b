import { useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { errorMessage } from 'api-client';
import { Banner, Button, LoadingView, Page, PageTitle, Stack, usePageMeta, useSnackbar } from 'shared-ui';
import { EditModelForm } from '../features/edit-model/components/edit-model-form';
import { pathAfterSave } from '../features/edit-model/edit-redirect';
import { useModelDetails } from '../features/edit-model/hooks/use-model-details';
import { DeleteModelDialog, MODEL_DELETED_MESSAGE } from '../features/models/components/delete-model-dialog';

export default function EditModelPage() {
  usePageMeta({ title: 'Edit model', noindex: true });
  const { modelId = '' } = useParams();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const details = useModelDetails(modelId);
  const { showSnackbar } = useSnackbar();
  const [confirming, setConfirming] = useState(false);

  if (details.status === 'loading') return <LoadingView text="Loading the model" />;
  return (
    <Page>
      <PageTitle>Edit model</PageTitle>
      {details.status === 'error' ? (
        <Banner tone="error">{errorMessage(details.error)}</Banner>
      ) : (
        <Stack gap={16}>
          <EditModelForm model={details.data.model} onSaved={() => navigate(pathAfterSave(params.get('r')))} />
          <div>
            <Button variant="danger" onClick={() => setConfirming(true)}>
              Delete model
            </Button>
          </div>
          <DeleteModelDialog
            model={confirming ? {
              id: details.data.model.ModelID,
              name: details.data.model.ModelName,
              training: details.data.model.Status === 'starting' || details.data.model.Status === 'processing',
            } : null}
            onClose={() => setConfirming(false)}
            onDeleted={() => {
              showSnackbar({ message: MODEL_DELETED_MESSAGE });
              navigate('/models');
            }}
          />
        </Stack>
      )}
    </Page>
  );
}
