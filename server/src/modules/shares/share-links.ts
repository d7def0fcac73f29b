import { randomBytes } from 'node:crypto';
import type { ShareContentTypeValue } from '../../infra/db/schema.js';

/** Share pages live at `<BASE_PATH>/s/<id>`, their photo at `<BASE_PATH>/s/<id>/photo.<ext>` (shares.module.ts). */
export const SHARE_PATH = '/s';
/** 128 random bits as base64url: unguessable, URL-safe, and nothing else is looked up. */
export const SHARE_ID = /^[A-Za-z0-9_-]{22}$/;

export const newShareId = (): string => randomBytes(16).toString('base64url');

const EXTENSIONS: Record<ShareContentTypeValue, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' };

/** The file name the photo of a share is served under (its real type's extension). */
export const photoFileName = (contentType: ShareContentTypeValue): string => `photo.${EXTENSIONS[contentType]}`;

/**
 * Addresses of share pages. Absolute ones (what the owner copies, what Open Graph names) are built from
 * SHARE_PUBLIC_URL, where this server's public share content is reached (PUBLIC_URL unless the site and
 * the API are served apart); the page's own <img> uses the path, so it loads from whichever origin served
 * the page. The link to the product goes to PUBLIC_URL.
 */
export function createShareLinks(options: { shareOrigin: string; publicUrl: string; basePath: string }) {
  const shares = `${options.shareOrigin}${options.basePath}`;
  const photoPath = (shareId: string, contentType: ShareContentTypeValue) =>
    `${options.basePath}${SHARE_PATH}/${shareId}/${photoFileName(contentType)}`;
  return {
    pageUrl: (shareId: string) => `${shares}${SHARE_PATH}/${shareId}`,
    photoPath,
    photoUrl: (shareId: string, contentType: ShareContentTypeValue) => `${options.shareOrigin}${photoPath(shareId, contentType)}`,
    /** The product's home page, which every share page links to. */
    siteUrl: `${options.publicUrl}${options.basePath}/`,
  };
}
export type ShareLinks = ReturnType<typeof createShareLinks>;
