import { VisuallyHidden } from 'shared-ui/start-up';
import type { NewImagesNotice } from '../hooks/use-new-images-notice';

/** The live region that announces new photos; a new key makes the same words heard again. */
export function NewImagesStatus({ notice }: { notice: NewImagesNotice }) {
  return (
    <VisuallyHidden role="status" aria-live="polite" aria-atomic="true">
      <span key={notice.key}>{notice.message}</span>
    </VisuallyHidden>
  );
}
