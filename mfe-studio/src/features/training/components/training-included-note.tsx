import { TRAINING_INCLUDED_LABEL } from 'api-client';
import { Banner } from 'shared-ui';

export const TRAINING_INCLUDED_NOTE = 'Your purchase pays for this training: no credits are used, and your credits stay for photos.';

/** Above the upload form when a purchase (a starter pack) included the training. */
export function TrainingIncludedNote() {
  return (
    <Banner tone="success">
      <strong>{TRAINING_INCLUDED_LABEL}.</strong> {TRAINING_INCLUDED_NOTE}
    </Banner>
  );
}
