/** Makes a photo larger with a learned model. */
export interface PhotoUpscaler {
  /**
   * The photo (JPEG/PNG/WebP bytes, upright) upscaled by the model and returned as a JPEG (quality 92, 4:4:4) of
   * exactly `target.width` × `target.height`. The target is at most `scale` times the photo on each side;
   * when it is smaller (the long side is capped), the photo is first reduced so that `scale` × reduced = target,
   * so the model never makes pixels that are thrown away.
   */
  upscale(photo: Buffer, scale: 2 | 4, target: { width: number; height: number }): Promise<Buffer>;
}

/** Why a photo cannot be upscaled: the photo is at fault, not the engine or the caller. */
export type UpscalePhotoProblem = 'unreadable-photo' | 'photo-too-large';

/** A photo the upscaler cannot use; `message` can be shown to the person as it is. */
export class UpscalePhotoError extends Error {
  constructor(
    readonly code: UpscalePhotoProblem,
    message: string,
  ) {
    super(message);
    this.name = 'UpscalePhotoError';
  }
}
