import {
  getAdminPhotoPacks, getAdminTemplateImages, getPackPrompts,
  type AdminPhotoPacksReply, type AdminTemplateImagesReply, type PackPromptsReply, type TemplateCategoriesReply,
} from 'api-client';
import { useApiQuery, useTemplateCategoriesQuery, type ApiQueryResult, type QueryKey } from 'shared-ui';

// The content generator's server data. Keys are shared by its sections, so one change (a new pack, an
// image added to a pack) refreshes every section that shows it.
export const ADMIN_PHOTO_PACKS_KEY: QueryKey = ['admin-photo-packs'];
export const ADMIN_TEMPLATE_IMAGES_KEY: QueryKey = ['admin-template-images'];
export const ADMIN_PACK_PROMPTS_KEY: QueryKey = ['admin-pack-prompts'];

const logFailure = (what: string) => (error: unknown) => console.error(`${what} failed`, error);

/** Every photo pack, approved or not. */
export function useAdminPhotoPacks(): ApiQueryResult<AdminPhotoPacksReply> {
  return useApiQuery(ADMIN_PHOTO_PACKS_KEY, ({ signal }) => getAdminPhotoPacks({ signal }), {
    onError: logFailure('Admin photo packs'),
  });
}

export function useTemplateCategories(): ApiQueryResult<TemplateCategoriesReply> {
  return useTemplateCategoriesQuery({
    onError: logFailure('Template categories'),
  });
}

/** Every template image of a category; waits while no category is chosen. */
export function useAdminTemplateImages(categoryId: number | null): ApiQueryResult<AdminTemplateImagesReply> {
  return useApiQuery(
    [...ADMIN_TEMPLATE_IMAGES_KEY, categoryId],
    ({ signal }) => getAdminTemplateImages({ categoryId: categoryId ?? 0 }, { signal }),
    { enabled: categoryId !== null, onError: logFailure('Admin template images') },
  );
}

export function usePackPrompts(packageId: number | null): ApiQueryResult<PackPromptsReply> {
  return useApiQuery(
    [...ADMIN_PACK_PROMPTS_KEY, packageId],
    ({ signal }) => getPackPrompts({ packageId: packageId ?? 0 }, { signal }),
    { enabled: packageId !== null, onError: logFailure('Pack prompts') },
  );
}

/** The data of a query that has loaded, else undefined. */
export function loadedData<T>(query: ApiQueryResult<T>): T | undefined {
  return query.status === 'success' ? query.data : undefined;
}
