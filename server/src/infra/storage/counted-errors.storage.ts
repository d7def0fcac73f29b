import { countStorageError } from '../metrics/process-metrics.js';
import type { FileStorage } from './storage.types.js';

/**
 * The storage, with each failed operation counted in storage_errors_total (the "disk or bucket errors"
 * alert). A missing file is no failure: `get` answers null for it. The driver's own extras (the S3
 * driver's head and close) pass through unchanged.
 */
export function countingErrors<S extends FileStorage>(storage: S): S {
  const counted = <A extends unknown[], R>(operation: string, call: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      try {
        return await call(...args);
      } catch (error) {
        countStorageError(storage.name, operation);
        throw error;
      }
    };
  const directUrl = storage.directUrl?.bind(storage);
  return {
    ...storage,
    put: counted('put', storage.put.bind(storage)),
    get: counted('get', storage.get.bind(storage)),
    delete: counted('delete', storage.delete.bind(storage)),
    ...(directUrl && { directUrl: counted('directUrl', directUrl) }),
  };
}
