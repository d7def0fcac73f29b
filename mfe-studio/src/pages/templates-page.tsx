import styled from 'styled-components';
import { CREDITS_PER_IMAGE, errorMessage } from 'api-client';
import { Banner, Button, LoadingView, Page, PageTitle, theme, usePageMeta } from 'shared-ui';
import { ModelTabs } from '../components/model-tabs';
import { StudioTabs } from '../components/studio-tabs';
import { NoTrainedModel } from '../features/templates/components/no-trained-model';
import { TemplatesBrowser } from '../features/templates/components/templates-browser';
import { useTemplateModels } from '../features/templates/hooks/use-template-models';

// minmax(0, 1fr): the category strip scrolls inside the page instead of widening it on phones.
const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 20px;
`;

const Title = styled(PageTitle)`
  margin: 0;
  font-size: 28px;
`;

const Intro = styled.p`
  margin: 0;
  color: ${theme.colors.textMuted};
`;

/** Ready-made pictures the user can be put in: studio tabs, the model selector, categories and templates. */
export default function TemplatesPage() {
  usePageMeta({ title: 'Templates', noindex: true });
  const models = useTemplateModels();

  if (models.status === 'loading') return <LoadingView text="Loading templates" />;
  return (
    <Page>
      <Layout>
        <Title>Templates</Title>
        <StudioTabs />
        {models.status === 'error' ? (
          <Banner tone="error" actions={<Button onClick={() => void models.refetch()}>Try again</Button>}>
            {errorMessage(models.error)}
          </Banner>
        ) : (
          <>
            <Intro>
              Pick a template and we will make the photo with your model. Each photo costs {CREDITS_PER_IMAGE} credits.
            </Intro>
            {!models.hasOwnModel && <NoTrainedModel training={models.training} />}
            <ModelTabs models={models.models} selectedId={models.selected?.modelId ?? null} onSelect={models.select} />
            {models.selected && <TemplatesBrowser model={models.selected} />}
          </>
        )}
      </Layout>
    </Page>
  );
}
