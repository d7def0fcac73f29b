import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { Banner, LoadingView, Page, PageTitle, usePageMeta } from 'shared-ui';
import { EditModelForm } from '../features/edit-model/components/edit-model-form';
import { pathAfterSave } from '../features/edit-model/edit-redirect';
import { useModelDetails } from '../features/edit-model/hooks/use-model-details';

export default function EditModelPage() {
  usePageMeta({ title: 'Edit model', noindex: true });
  const { modelId = '' } = useParams();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const state = useModelDetails(modelId);

  if (state.kind === 'loading') return <LoadingView text="Loading the model" />;
  return (
    <Page>
      <PageTitle>Edit model</PageTitle>
      {state.kind === 'error' ? (
        <Banner tone="error">{state.message}</Banner>
      ) : (
        <EditModelForm model={state.model} onSaved={() => navigate(pathAfterSave(params.get('r')))} />
      )}
    </Page>
  );
}
