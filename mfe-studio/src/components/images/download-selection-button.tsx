import { getImagesDownload, MAX_DOWNLOAD_IMAGES, TOO_MANY_DOWNLOADS_MESSAGE } from 'api-client';
import { Button, useAlert, useZipDownload } from 'shared-ui';
import type { ImageItem } from '../../lib/images/image-item';

/** The batch toolbar's Download: the selected photos as one zip, each named by its prompt. */
export function DownloadSelectionButton({ selected }: { selected: readonly ImageItem[] }) {
  const alert = useAlert();
  const { download, busy } = useZipDownload(() => getImagesDownload({ fileIds: selected.map((image) => image.fileId) }));
  const onClick = () => (selected.length > MAX_DOWNLOAD_IMAGES ? void alert(TOO_MANY_DOWNLOADS_MESSAGE) : void download());
  return (
    <Button variant="secondary" loading={busy} onClick={onClick}>
      Download
    </Button>
  );
}
