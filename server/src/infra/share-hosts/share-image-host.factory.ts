import type { AppConfig } from '../../config/config.js';
import type { FileStorage } from '../storage/storage.types.js';
import { createImgurShareHost } from './imgur-share-host.adapter.js';
import { createLocalShareHost } from './local-share-host.adapter.js';
import type { ShareImageHost } from './share-image-host.js';

/** Picks where prepared images are hosted by validated configuration (SHARE_IMAGE_HOST). */
export function createShareImageHost(config: Pick<AppConfig, 'offers' | 'basePath'>, storage: FileStorage): ShareImageHost {
  const { offers } = config;
  switch (offers.shareHost) {
    case 'local':
      return createLocalShareHost({ storage, publicUrl: offers.sharePublicUrl, basePath: config.basePath });
    case 'imgur':
      return createImgurShareHost({ apiUrl: offers.imgur.apiUrl, clientId: offers.imgur.clientId });
    default:
      throw new Error(`SHARE_IMAGE_HOST=${offers.shareHost satisfies never} is not available`);
  }
}
