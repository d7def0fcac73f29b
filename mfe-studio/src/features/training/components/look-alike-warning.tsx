import { PHOTO_LOOKS_DIFFERENT_WARNING } from 'api-client';
import { Banner } from 'shared-ui';

export const LOOK_ALIKE_HINT = 'Training has started. If these photos show someone else, your photos may look less like you.';

/** "Photos 2, 5 and 7" */
function photoList(positions: readonly number[]): string {
  if (positions.length === 1) return `Photo ${positions[0]}`;
  return `Photos ${positions.slice(0, -1).join(', ')} and ${positions.at(-1)}`;
}

/**
 * After an upload, the photos whose face does not look like the first photo's (docs/likeness.md): a
 * warning beside the training in progress, never a refusal.
 */
export function LookAlikeWarning({ positions }: { positions: readonly number[] }) {
  if (positions.length === 0) return null;
  return (
    <Banner tone="warning">
      <strong>{photoList(positions)}: {PHOTO_LOOKS_DIFFERENT_WARNING}.</strong> {LOOK_ALIKE_HINT}
    </Banner>
  );
}
