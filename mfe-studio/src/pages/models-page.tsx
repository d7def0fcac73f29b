import { useState } from 'react';
import styled from 'styled-components';
import { errorMessage } from 'api-client';
import { Banner, Button, LoadingView, Page, PageTitle, Stack, theme, usePageMeta, useSnackbar } from 'shared-ui';
import { DeleteModelDialog, MODEL_DELETED_MESSAGE } from '../features/models/components/delete-model-dialog';
import { ModelList } from '../features/models/components/model-list';
import { useMyModels } from '../features/models/hooks/use-my-models';
import { useSelectModel } from '../features/models/hooks/use-select-model';

export const NO_MODELS_TEXT = "You haven't trained a model yet. Train your first one to start creating photos.";

const Empty = styled.p`
  margin: 0;
  color: ${theme.colors.textMuted};
`;

export default function ModelsPage() {
  usePageMeta({ title: 'My Models', noindex: true });
  const models = useMyModels();
  const { select, busyId } = useSelectModel();
  const { showSnackbar } = useSnackbar();
  const [toDelete, setToDelete] = useState<{ id: string; name: string; training: boolean } | null>(null);

  if (models.status === 'loading') return <LoadingView text="Loading your models" />;
  return (
    <Page>
      <PageTitle>My Models</PageTitle>
      {models.status === 'error' ? (
        <Banner tone="error" actions={<Button onClick={() => void models.refetch()}>Try again</Button>}>
          {errorMessage(models.error)}
        </Banner>
      ) : (
        <Stack gap={16}>
          <ModelList
            models={models.data.models}
            busyId={busyId}
            onSelect={(model) => void select(model)}
            onDelete={(model) => setToDelete({ id: model.ModelID, name: model.ModelName, training: model.Status === 'starting' || model.Status === 'processing' })}
          />
          {models.data.models.length === 0 && <Empty>{NO_MODELS_TEXT}</Empty>}
        </Stack>
      )}
      <DeleteModelDialog
        model={toDelete}
        onClose={() => setToDelete(null)}
        onDeleted={() => {
          setToDelete(null);
          showSnackbar({ message: MODEL_DELETED_MESSAGE });
        }}
      />
    </Page>
  );
}
