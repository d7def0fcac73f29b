import { Page, PageTitle, Stack, usePageMeta } from 'shared-ui';
import { ContentSelectors } from '../features/content-selectors/components/content-selectors';
import { PackEditor } from '../features/pack-editor/components/pack-editor';
import { PackGenerator } from '../features/pack-generator/components/pack-generator';
import { ShowcaseManager } from '../features/showcase/components/showcase-manager';
import { TemplateGallery } from '../features/template-gallery/components/template-gallery';
import { TemplateGenerator } from '../features/template-generator/components/template-generator';
import { loadedData, useAdminPhotoPacks, useTemplateCategories } from '../lib/content-gen-queries';
import { useContentGenSelection } from '../lib/content-gen-selection';

/**
 * The admin's content studio (/content-gen): one pack and one category are chosen at the top, and every
 * section below works on them. Exposed as `./ContentGenPage`.
 */
export default function ContentGenPage() {
  usePageMeta({ title: 'Content Generator', noindex: true });
  const selection = useContentGenSelection();
  const packs = useAdminPhotoPacks();
  const categories = useTemplateCategories();
  const allPacks = loadedData(packs)?.photoPacks ?? [];
  const pack = allPacks.find((p) => p.PackageID === selection.packId) ?? null;
  const categoryName = loadedData(categories)?.data.find((c) => c.categoryID === selection.categoryId)?.name;

  return (
    <Page>
      <PageTitle>Content Generator</PageTitle>
      <Stack gap={24}>
        <ContentSelectors selection={selection} />
        <PackEditor packId={selection.packId} onCreated={selection.setPackId} />
        <PackGenerator pack={pack} />
        <TemplateGenerator categoryId={selection.categoryId} categoryName={categoryName} />
        <TemplateGallery categoryId={selection.categoryId} categoryName={categoryName} packId={selection.packId} packs={allPacks} />
        <ShowcaseManager packs={allPacks} />
      </Stack>
    </Page>
  );
}
