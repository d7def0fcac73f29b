/** Private file storage: photos, generated images. Keys are our own ("models/12/photo-1.jpg"). */
export interface FileStorage {
  readonly name: 'local' | 's3';
  put(key: string, data: Buffer): Promise<void>;
  /** The stored bytes, or null when nothing is stored under the key. */
  get(key: string): Promise<Buffer | null>;
  delete(key: string): Promise<void>;
  /**
   * A URL the browser fetches the bytes from itself, valid for at least `ttlSeconds` (object storage).
   * Absent where the web process serves the files (the local folder).
   */
  directUrl?(key: string, options: DirectUrlOptions): Promise<string>;
}

export interface DirectUrlOptions {
  ttlSeconds: number;
  /** A Content-Disposition for the response (save under a name instead of showing). */
  downloadName?: string;
  now?: number;
}

export interface StoredObject {
  size: number;
  etag: string;
}

/**
 * Prefixes anyone may read: template images (pack samples) and the public copies of shared images. With
 * S3_PUBLIC_URL set they are read there (a CDN, or a bucket policy allowing public reads of these prefixes
 * only); every other key is private and reached through a short-lived presigned URL.
 */
export const PUBLIC_PREFIXES = ['templates/', 'shared/'] as const;
export const isPublicKey = (key: string): boolean => PUBLIC_PREFIXES.some((prefix) => key.startsWith(prefix));

const SAFE_KEY = /^[a-z0-9][a-z0-9._-]*(\/[a-z0-9][a-z0-9._-]*)*$/i;

/** Keys come from our code, never from a request; still, refuse anything that could leave the root. */
export function assertSafeKey(key: string): void {
  if (!SAFE_KEY.test(key) || key.split('/').some((part) => part === '..' || part === '.')) {
    throw new Error(`unsafe storage key: ${key}`);
  }
}
