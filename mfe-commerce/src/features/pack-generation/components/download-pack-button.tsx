import { getPackDownload } from 'api-client';
import { Button, useZipDownload, type ButtonProps } from 'shared-ui';

/** Download all: the pack's photos as one zip ("linkedin-headshots.zip", photos named by title and position). */
export function DownloadPackButton({ generationId, variant = 'secondary' }: { generationId: number; variant?: ButtonProps['variant'] }) {
  const { download, busy } = useZipDownload(() => getPackDownload({ packGenerationId: generationId }));
  return (
    <Button variant={variant} loading={busy} onClick={() => void download()}>
      Download all
    </Button>
  );
}
