import { getPackages, type PackagesReply } from 'api-client';
import { useApiQuery, type ApiQueryOptions, type ApiQueryResult } from 'shared-ui/start-up';

/** packages: the plans and bundles on sale (commerce's pricing pages, admin's margin table). */
export const PACKAGES_KEY = ['packages'] as const;

export function usePackagesQuery(options?: ApiQueryOptions<PackagesReply>): ApiQueryResult<PackagesReply> {
  return useApiQuery(PACKAGES_KEY, ({ signal }) => getPackages({ signal }), options);
}
