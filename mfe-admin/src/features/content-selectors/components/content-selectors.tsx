import { Link } from 'react-router-dom';
import { Banner, SelectField, Stack } from 'shared-ui';
import type { PhotoPack } from 'api-client';
import { FieldRow } from '../../../components/field-row';
import { SectionCard } from '../../../components/section-card';
import { loadedData, useAdminPhotoPacks, useTemplateCategories } from '../../../lib/content-gen-queries';
import { promptsPath, type ContentGenSelection } from '../../../lib/content-gen-selection';

export const PACKS_LOAD_FAILED_MESSAGE = 'Failed to load photo packs';
export const CATEGORIES_LOAD_FAILED_MESSAGE = 'Failed to load template categories';

/** How a pack reads in the pickers: its title, reference, and whether users can see it. */
export function packLabel(pack: PhotoPack): string {
  return `${pack.Title} (${pack.Reference})${pack.IsApproved ? '' : ' – not approved'}`;
}

/**
 * The pack and the category every other section works on: the pack is edited, generated and filled from
 * the galleries; the category is generated into and shown.
 */
export function ContentSelectors({ selection }: { selection: ContentGenSelection }) {
  const packs = useAdminPhotoPacks();
  const categories = useTemplateCategories();
  const { packId, categoryId } = selection;

  return (
    <SectionCard title="Pack and category">
      <Stack gap={12}>
        <FieldRow>
          <SelectField
            label="Photo pack"
            value={packId === null ? '' : String(packId)}
            disabled={packs.status !== 'success'}
            onChange={(event) => selection.setPackId(event.target.value ? Number(event.target.value) : null)}
            options={[
              { value: '', label: 'None (create a new pack)' },
              ...(loadedData(packs)?.photoPacks ?? []).map((pack) => ({ value: String(pack.PackageID), label: packLabel(pack) })),
            ]}
          />
          <SelectField
            label="Template category"
            value={categoryId === null ? '' : String(categoryId)}
            placeholder="Choose a category"
            disabled={categories.status !== 'success'}
            onChange={(event) => selection.setCategoryId(event.target.value ? Number(event.target.value) : null)}
            options={(loadedData(categories)?.data ?? []).map((category) => ({ value: String(category.categoryID), label: category.name }))}
          />
        </FieldRow>
        {packs.status === 'error' && <Banner tone="error">{PACKS_LOAD_FAILED_MESSAGE}</Banner>}
        {categories.status === 'error' && <Banner tone="error">{CATEGORIES_LOAD_FAILED_MESSAGE}</Banner>}
        {packId !== null && (
          <p>
            <Link to={promptsPath(packId)}>Inspect prompts</Link>
          </p>
        )}
      </Stack>
    </SectionCard>
  );
}
