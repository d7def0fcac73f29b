import styled from 'styled-components';
import { errorMessage } from 'api-client';
import { Banner, Button, Spinner, Stack, theme } from 'shared-ui';
import { useGenerateFromTemplate } from '../hooks/use-generate-from-template';
import { useTemplateCategories, useTemplateImages } from '../hooks/use-templates';
import { NO_CATEGORIES_MESSAGE, NO_TEMPLATES_IN_CATEGORY_MESSAGE, TEMPLATES_FAILED_MESSAGE } from '../template-messages';
import { classHasTemplates, templateClassOf, type TemplateModel } from '../template-model';
import { CategoryChips } from './category-chips';
import { GeneratingNotice } from './generating-notice';
import { TemplatePicker } from './template-picker';
import { TemplatesUnavailable } from './templates-unavailable';

const Muted = styled.p`
  margin: 0;
  color: ${theme.colors.textMuted};
`;

const Loading = styled.div`
  display: flex;
  justify-content: center;
  padding: 48px 0;
`;

function LoadFailed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <Banner tone="error" actions={<Button onClick={onRetry}>Try again</Button>}>
      {TEMPLATES_FAILED_MESSAGE}: {errorMessage(error)}
    </Banner>
  );
}

/** The category chips and the selected category's templates for the model's class. */
export function TemplatesBrowser({ model }: { model: TemplateModel }) {
  const templateClass = templateClassOf(model);
  const categories = useTemplateCategories();
  const images = useTemplateImages(templateClass ? (categories.selected?.categoryID ?? null) : null, templateClass);
  const generation = useGenerateFromTemplate();

  if (!templateClass) return <TemplatesUnavailable modelId={model.modelId} />;
  if (categories.query.status === 'loading') {
    return (
      <Loading>
        <Spinner size={32} label="Loading templates" />
      </Loading>
    );
  }
  if (categories.query.status === 'error') return <LoadFailed error={categories.query.error} onRetry={() => void categories.query.refetch()} />;
  if (!categories.selected) return <Muted>{NO_CATEGORIES_MESSAGE}</Muted>;

  let content;
  if (images.status === 'loading') {
    content = (
      <Loading>
        <Spinner size={32} label="Loading templates" />
      </Loading>
    );
  } else if (images.status === 'error') {
    content = <LoadFailed error={images.error} onRetry={() => void images.refetch()} />;
  } else if (images.data.data.length === 0) {
    content = classHasTemplates(templateClass) ? <Muted>{NO_TEMPLATES_IN_CATEGORY_MESSAGE}</Muted> : <TemplatesUnavailable modelId={model.modelId} />;
  } else {
    content = <TemplatePicker templates={images.data.data} label="Templates" modelId={model.modelId} generation={generation} />;
  }

  return (
    <Stack gap={16}>
      {generation.generating && <GeneratingNotice progress={generation.progress} remaining={generation.remaining} />}
      <CategoryChips categories={categories.categories} selectedId={categories.selected.categoryID} onSelect={categories.select} />
      {content}
    </Stack>
  );
}
