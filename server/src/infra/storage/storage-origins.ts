import type { AppConfig } from '../../config/config.js';

/**
 * The origins the browser loads stored files from: none for the local folder (our own origin serves
 * them); for S3 the origin presigned URLs point at (path-style: the endpoint; virtual-hosted: the
 * bucket's host) and the public URL's. The Content-Security-Policy lists them for images and media.
 */
export function storageOrigins(storage: AppConfig['storage']): string[] {
  if (storage.driver !== 's3') return [];
  const { endpoint, region, bucket, forcePathStyle, publicUrl } = storage.s3;
  const base = new URL(endpoint ?? `https://s3.${region}.amazonaws.com`);
  const objects = forcePathStyle ? base.origin : `${base.protocol}//${bucket}.${base.host}`;
  return [...new Set([objects, ...(publicUrl ? [new URL(publicUrl).origin] : [])])];
}
