import type { AppConfig } from '../../config/config.js';
import { createFileUrlSigner } from './file-url-signer.js';

/** Signed, expiring links to stored files, wired once by the container. */
export function createFilesComponents(config: Pick<AppConfig, 'fileUrlSecret' | 'basePath'>) {
  return {
    fileUrlSigner: createFileUrlSigner({ secret: config.fileUrlSecret, basePath: config.basePath }),
  };
}
export type FilesComponents = ReturnType<typeof createFilesComponents>;
