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

/** Where the person is in a cut-out, in its pixels: the first and last rows, and the head's width and centre. */
export interface PersonOutline {
  top: number;
  bottom: number;
  headWidth: number;
  headCentreX: number;
}

/** The person of a photo on a transparent background, for a caller to place in a scene of its own. */
export interface PersonCutOut {
  /** RGBA, 4 bytes a pixel: the photo's colours (its old background taken out of the edges) and the person's opacity. */
  rgba: Buffer;
  width: number;
  height: number;
  /** Where the person and the head are, to frame a crop by (null when the matte says nothing). */
  outline: PersonOutline | null;
}

/** Cuts the person out of a photo with the same model and worker as the backdrops (the offline preview). */
export interface PersonCutter {
  /**
   * The photo as displayed (EXIF orientation applied), reduced to at most `maxSide` pixels on its long
   * side, with the person's opacity. Rejects as `render` does (a BackdropPhotoError when nobody is in it).
   */
  cutOut(photo: Buffer, options: { maxSide: number }): Promise<PersonCutOut>;
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
