import { useState } from 'react';
import { getTemplateImages, type TemplateClass } from 'api-client';
import { useApiQuery, useTemplateCategoriesQuery } from 'shared-ui';

/** The category chips (the first selected until the user picks one). */
export function useTemplateCategories() {
  const query = useTemplateCategoriesQuery();
  const [chosenId, setChosenId] = useState<number | null>(null);
  const categories = query.status === 'success' ? query.data.data : [];
  const selected = categories.find((category) => category.categoryID === chosenId) ?? categories[0] ?? null;
  return { query, categories, selected, select: setChosenId };
}

/** A category's approved templates for a class; waits until both are known. */
export function useTemplateImages(categoryID: number | null, templateClass: TemplateClass | null) {
  return useApiQuery(
    ['template-images', { categoryID, templateClass }],
    ({ signal }) => getTemplateImages({ categoryID: categoryID ?? 0, templateClass: templateClass ?? 'man' }, { signal }),
    { enabled: categoryID !== null && templateClass !== null },
  );
}
