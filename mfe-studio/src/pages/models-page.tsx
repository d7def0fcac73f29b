import styled from 'styled-components';
import { Banner, Button, LoadingView, Page, PageTitle, Stack, theme, usePageMeta } from 'shared-ui';
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
  const { state, retry } = useMyModels();
  const { select, busyId } = useSelectModel();

  if (state.kind === 'loading') return <LoadingView text="Loading your models" />;
  return (
    <Page>
      <PageTitle>My Models</PageTitle>
      {state.kind === 'error' ? (
        <Banner tone="error" actions={<Button onClick={() => void retry()}>Try again</Button>}>
          {state.message}
        </Banner>
      ) : (
        <Stack gap={16}>
          <ModelList models={state.models} busyId={busyId} onSelect={(model) => void select(model)} />
          {state.models.length === 0 && <Empty>{NO_MODELS_TEXT}</Empty>}
        </Stack>
      )}
    </Page>
  );
}
