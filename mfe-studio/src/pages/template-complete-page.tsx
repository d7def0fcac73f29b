import { useNavigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { errorMessage, fileIdSchema } from 'api-client';
import { Banner, Button, LoadingView, Page, PageTitle, Stack, theme, usePageMeta } from 'shared-ui';
import { GeneratingNotice } from '../features/templates/components/generating-notice';
import { TemplatePicker } from '../features/templates/components/template-picker';
import { TemplateResult } from '../features/templates/components/template-result';
import { useGenerateFromTemplate } from '../features/templates/hooks/use-generate-from-template';
import { useTemplateComplete } from '../features/templates/hooks/use-template-complete';
import { FAILED_TO_LOAD_IMAGE_MESSAGE } from '../features/templates/template-messages';
import { TEMPLATES_PATH } from '../features/templates/template-model';

const Header = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
`;

const Title = styled(PageTitle)`
  margin: 0;
  font-size: 28px;
`;

const SectionTitle = styled.h2`
  margin: 0;
  font-size: 22px;
`;

const Muted = styled.p`
  margin: 0;
  color: ${theme.colors.textMuted};
`;

export const NO_SUGGESTIONS_TEXT = 'No other templates to suggest for this photo. Close to see them all.';

const Detail = styled.span`
  display: block;
  color: ${theme.colors.textMuted};
  font-size: 14px;
`;

function CloseButton() {
  const navigate = useNavigate();
  return (
    <Button variant="secondary" onClick={() => navigate(TEMPLATES_PATH)}>
      Close
    </Button>
  );
}

function LoadFailed({ detail, onRetry }: { detail?: string; onRetry?: () => void }) {
  return (
    <Banner tone="error" actions={onRetry && <Button onClick={onRetry}>Try again</Button>}>
      {FAILED_TO_LOAD_IMAGE_MESSAGE}
      {detail && <Detail>{detail}</Detail>}
    </Banner>
  );
}

/** One made photo: loaded afresh (viewer and progress too) whenever the route's file changes. */
function TemplateCompleteView({ fileId }: { fileId: string }) {
  const result = useTemplateComplete(fileId);
  const generation = useGenerateFromTemplate();

  if (result.status === 'loading') return <LoadingView text="Loading your photo" />;
  return (
    <Page>
      <Stack gap={24}>
        <Header>
          <Title>Your photo</Title>
          <CloseButton />
        </Header>
        {result.status === 'error' ? (
          <LoadFailed detail={errorMessage(result.error)} onRetry={() => void result.refetch()} />
        ) : (
          <>
            <TemplateResult result={result.data} />
            <Stack gap={16} as="section" aria-labelledby="try-another-template">
              <SectionTitle id="try-another-template">Try another template</SectionTitle>
              {generation.generating && <GeneratingNotice progress={generation.progress} remaining={generation.remaining} />}
              {result.data.suggestedTemplateImages.length === 0 && <Muted>{NO_SUGGESTIONS_TEXT}</Muted>}
              <TemplatePicker
                templates={result.data.suggestedTemplateImages}
                label="Suggested templates"
                modelId={result.data.outputModelId}
                generation={generation}
              />
            </Stack>
          </>
        )}
      </Stack>
    </Page>
  );
}

/** /template-complete/:fileId: the photo made from a template, and other templates to try with the same model. */
export default function TemplateCompletePage() {
  usePageMeta({ title: 'Your photo', noindex: true });
  const { fileId = '' } = useParams();
  if (!fileIdSchema.safeParse(fileId).success) {
    return (
      <Page>
        <Stack gap={24}>
          <Header>
            <Title>Your photo</Title>
            <CloseButton />
          </Header>
          <LoadFailed />
        </Stack>
      </Page>
    );
  }
  return <TemplateCompleteView key={fileId} fileId={fileId} />;
}
