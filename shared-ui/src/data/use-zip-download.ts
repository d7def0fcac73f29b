import { useCallback, useRef, useState } from 'react';
import { ApiError, apiFileUrl, DOWNLOAD_FAILED_MESSAGE, errorMessage } from 'api-client/runtime';
import { useAlert } from 'shared-ui/start-up';

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
  const [busy, setBusy] = useState(false);
  const running = useRef(false);
  const latest = useRef(getLink);
  latest.current = getLink;

  const download = useCallback(async () => {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    try {
      const { url, fileName } = await latest.current();
      startDownload(url, fileName);
    } catch (error) {
      console.error('Starting the download failed', error);
      await alert(error instanceof ApiError ? errorMessage(error, DOWNLOAD_FAILED_MESSAGE) : DOWNLOAD_FAILED_MESSAGE);
    } finally {
      running.current = false;
      setBusy(false);
    }
  }, [alert]);

  return { download, busy };
}
