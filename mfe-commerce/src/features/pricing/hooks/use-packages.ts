import { PACKAGES_LOAD_FAILED_MESSAGE, type PackagesReply } from 'api-client';
import { usePackagesQuery, useSnackbar, type ApiQueryResult } from 'shared-ui';

/** Plans and bundles; a failure shows the PACKAGES_LOAD_FAILED_MESSAGE snackbar and leaves a retry on the page. */
export function usePackages(): ApiQueryResult<PackagesReply> {
  const { showSnackbar } = useSnackbar();
  return usePackagesQuery({
    onError: (error) => {
      console.error('Loading packages failed', error);
      showSnackbar({ message: PACKAGES_LOAD_FAILED_MESSAGE });
    },
  });
}
