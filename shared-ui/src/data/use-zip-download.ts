import { useCallback } from 'react';
import { DOWNLOAD_FAILED_MESSAGE } from 'api-client';
import { ApiError, apiFileUrl, errorMessage } from 'api-client/runtime';
import { useAlert } from 'shared-ui/start-up';
import { useApiMutation } from 'shared-ui/first-render';

/**
 * Hands a signed download link to the browser. The server answers it with Content-Disposition: attachment,
 * so the page stays where it is while the file saves.
 */
export function startDownload(url: string, fileName?: string): void {
  const link = document.createElement('a');
  link.href = apiFileUrl(url);
  if (fileName) link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
}

export interface ZipDownload {
  /** Asks for the link and starts the download; a second call while one is asked for is ignored. */
  download: () => Promise<void>;
  busy: boolean;
}

/** A "Download all" button's behaviour: ask the server for the zip's link, then save it; failures are alerted. */
export function useZipDownload(getLink: () => Promise<{ url: string; fileName?: string }>): ZipDownload {
  const alert = useAlert();
  // The button spins while the link is asked for, and while a failure's alert is read.
  const request = useApiMutation(
    async () => {
      const { url, fileName } = await getLink();
      startDownload(url, fileName);
    },
    {
      exclusive: true,
      onError: async (error) => {
        console.error('Starting the download failed', error);
        await alert(error instanceof ApiError ? errorMessage(error, DOWNLOAD_FAILED_MESSAGE) : DOWNLOAD_FAILED_MESSAGE);
      },
    },
  );

  const { mutateAsync } = request;
  const download = useCallback(() => mutateAsync().catch(() => undefined), [mutateAsync]);
  return { download, busy: request.isPending };
}
