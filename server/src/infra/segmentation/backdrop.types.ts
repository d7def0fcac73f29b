import { BACKDROPS, type BackdropName } from 'api-client';

// The backdrops are the contract's (apply-backdrop): the pages offer the same list the engine draws.
export { BACKDROPS, type BackdropName };

export function isBackdropName(value: unknown): value is BackdropName {
  return BACKDROPS.some((backdrop) => backdrop.name === value);
}

/** Replaces the background behind the person in a photo. */
export interface BackdropRenderer {
  /**
   * A JPEG of the photo (as displayed: EXIF orientation applied, same size) on the backdrop. Rejects
   * with a BackdropPhotoError when the photo cannot be used, with an Error for an unknown backdrop.
   */
  render(photo: Buffer, backdrop: BackdropName): Promise<Buffer>;
}

/** Why a photo cannot be given a backdrop: the person's photo is at fault, not the engine. */
export type BackdropPhotoProblem = 'unreadable-photo' | 'photo-too-large' | 'no-person';

/** A photo this engine cannot use; `message` can be shown to the person as it is. */
export class BackdropPhotoError extends Error {
  constructor(
    readonly code: BackdropPhotoProblem,
    message: string,
  ) {
    super(message);
    this.name = 'BackdropPhotoError';
  }
}
