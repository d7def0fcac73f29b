/** Private file storage: photos, generated images. Keys are our own ("models/12/photo-1.jpg"). */
export interface FileStorage {
  readonly name: 'local';
  put(key: string, data: Buffer): Promise<void>;
  /** The stored bytes, or null when nothing is stored under the key. */
  get(key: string): Promise<Buffer | null>;
  delete(key: string): Promise<void>;
}

const SAFE_KEY = /^[a-z0-9][a-z0-9._-]*(\/[a-z0-9][a-z0-9._-]*)*$/i;

/** Keys come from our code, never from a request; still, refuse anything that could leave the root. */
export function assertSafeKey(key: string): void {
  if (!SAFE_KEY.test(key) || key.split('/').some((part) => part === '..' || part === '.')) {
    throw new Error(`unsafe storage key: ${key}`);
  }
}
