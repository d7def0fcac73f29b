import path from 'node:path';
import type { AppConfig } from '../../config/config.js';
import { countingErrors } from './counted-errors.storage.js';
import { createLocalStorage } from './local.storage.js';
import { createS3Storage } from './s3.storage.js';
import type { FileStorage } from './storage.types.js';

export function createFileStorage(config: Pick<AppConfig, 'storage' | 'dataDir'>): FileStorage {
  return countingErrors(createDriver(config));
}

function createDriver(config: Pick<AppConfig, 'storage' | 'dataDir'>): FileStorage {
  switch (config.storage.driver) {
    case 'local':
      return createLocalStorage(localFilesRoot(config.dataDir));
    case 's3':
      return createS3Storage(config.storage.s3);
    default:
      throw new Error(`unknown storage driver ${String(config.storage.driver)}`);
  }
}

/** DATA_DIR/files: where the local driver keeps its files (and the migration to S3 reads them). */
export const localFilesRoot = (dataDir: string): string => path.join(dataDir, 'files');
