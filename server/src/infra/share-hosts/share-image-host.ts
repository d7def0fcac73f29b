import type { ShareHostValue } from '../db/schema.js';

export type ShareImageFormat = 'jpeg' | 'png' | 'webp';

/** One of the user's images, to be copied to a public place. */
export interface ShareImage {
  bytes: Buffer;
  format: ShareImageFormat;
}

/** Where the copy lives: a public, unguessable, non-expiring URL. */
export interface HostedImage {
  url: string;
  /** Our storage key of the copy (the local host). */
  storageKey: string | null;
  /** The remote host's id of the copy. */
  reference: string | null;
}

/**
 * Hosts a public copy of an image for the Reddit submit page (SHARE_IMAGE_HOST): our own public share
 * URL (local) or an Imgur-compatible host (imgur). Throws when the copy could not be made.
 */
export interface ShareImageHost {
  readonly name: ShareHostValue;
  host(image: ShareImage): Promise<HostedImage>;
}

export const SHARE_CONTENT_TYPES: Record<ShareImageFormat, string> = { jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };
export const SHARE_EXTENSIONS: Record<ShareImageFormat, string> = { jpeg: 'jpg', png: 'png', webp: 'webp' };
