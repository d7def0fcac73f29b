import type { AppConfig } from '../../config/config.js';
import type { Db } from '../../infra/db/database.js';
import { createTransaction } from '../../infra/db/transaction.js';
import type { FileStorage } from '../../infra/storage/storage.types.js';
import { createLocalShareHost } from '../../infra/share-hosts/local-share-host.adapter.js';
import { createImageShareService } from './image-share.service.js';
import { createImageSharesRepository } from './image-shares.repository.js';
import { readPhotoFacts } from './photo-facts.adapter.js';
import { createShareLinks, newShareId } from './share-links.js';
import type { CreditsService } from '../credits/index.js';

/** Share pages of photos (docs/generation-and-images.md#sharing-a-photo), wired once by the container. */
export function createSharesComponents(deps: {
  config: Pick<AppConfig, 'publicUrl' | 'basePath' | 'offers'>; db: Db; storage: FileStorage; credits: Pick<CreditsService, 'lockAccount'>;
  /** The clock of share expiry (tests let days pass). */
  now?: () => Date;
}) {
  const { publicUrl, basePath } = deps.config;
  const shareOrigin = deps.config.offers.sharePublicUrl;
  // The public copy is made as the Reddit offer makes its own (shared/<random>, a public prefix on S3).
  const copies = createLocalShareHost({ storage: deps.storage, publicUrl: shareOrigin, basePath });
  return {
    imageShareService: createImageShareService({
      shares: createImageSharesRepository(deps.db),
      credits: deps.credits,
      storage: deps.storage,
      async storePublicCopy(image) {
        const { storageKey } = await copies.host(image);
        if (!storageKey) throw new Error('the local share host stored no copy');
        return storageKey;
      },
      photoFacts: readPhotoFacts,
      links: createShareLinks({ shareOrigin, publicUrl, basePath }),
      transaction: createTransaction(deps.db),
      newShareId,
      now: deps.now ?? (() => new Date()),
    }),
    /** Replaces the clock shares are dated by (tests let weeks pass without waiting). */
  };
}
export type SharesComponents = ReturnType<typeof createSharesComponents>;
