import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { errorMessage } from 'api-client';
import { Banner, LoadingView, Page, PageTitle, usePageMeta } from 'shared-ui';
import { EditModelForm } from '../features/edit-model/components/edit-model-form';
import { pathAfterSave } from '../features/edit-model/edit-redirect';
import { useModelDetails } from '../features/edit-model/hooks/use-model-details';

export default function EditModelPage() {
  usePageMeta({ title: 'Edit model', noindex: true });
  const { modelId = '' } = useParams();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const details = useModelDetails(modelId);

  if (details.status === 'loading') return <LoadingView text="Loading the model" />;
  return (
    <Page>
      <PageTitle>Edit model</PageTitle>
      {details.status === 'error' ? (
        <Banner tone="error">{errorMessage(details.error)}</Banner>
      ) : (
        <EditModelForm model={details.data.model} onSaved={() => navigate(pathAfterSave(params.get('r')))} />
      )}
    </Page>
  );
}
