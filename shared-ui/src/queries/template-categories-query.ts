import { getTemplateCategories, type TemplateCategoriesReply } from 'api-client';
import { useApiQuery, type ApiQueryOptions, type ApiQueryResult } from 'shared-ui/start-up';

/** template-categories: the template categories (the studio's templates page, admin's content generator). */
export const TEMPLATE_CATEGORIES_KEY = ['template-categories'] as const;

export function useTemplateCategoriesQuery(options?: ApiQueryOptions<TemplateCategoriesReply>): ApiQueryResult<TemplateCategoriesReply> {
  return useApiQuery(TEMPLATE_CATEGORIES_KEY, ({ signal }) => getTemplateCategories({ signal }), options);
}
