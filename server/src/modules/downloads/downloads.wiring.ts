import type { AppConfig } from '../../config/config.js';
import type { FileStorage } from '../../infra/storage/storage.types.js';
import { createDownloadLinkSigner } from './download-link.signer.js';
import { createDownloadsService, type DownloadSources } from './downloads.service.js';

/** Zip downloads of packs and image selections, wired once by the container. */
export function createDownloadsComponents(deps: { config: Pick<AppConfig, 'fileUrlSecret' | 'basePath'>; storage: FileStorage; sources: DownloadSources }) {
  const downloadLinkSigner = createDownloadLinkSigner({ secret: deps.config.fileUrlSecret, basePath: deps.config.basePath });
  return {
    downloadLinkSigner,
    downloadsService: createDownloadsService({ sources: deps.sources, signer: downloadLinkSigner, storage: deps.storage }),
  };
}
export type DownloadsComponents = ReturnType<typeof createDownloadsComponents>;
