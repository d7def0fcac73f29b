import path from 'node:path';
import type { AppConfig } from '../../config/config.js';
import { createLocalStorage } from './local.storage.js';
import type { FileStorage } from './storage.types.js';

export function createFileStorage(config: AppConfig): FileStorage {
  switch (config.storage.driver) {
    case 'local':
      return createLocalStorage(path.join(config.dataDir, 'files'));
    default:
      throw new Error(`unknown storage driver ${String(config.storage.driver)}`);
  }
}
