import type { Db } from '../../infra/db/database.js';
import type { FileStorage } from '../../infra/storage/storage.types.js';
import { createShowcaseRepository } from './showcase.repository.js';
import { createShowcaseService } from './showcase.service.js';
import { createShowcaseView, fileName, SHOWCASE_FILES_PATH } from './showcase-view.js';

export interface ShowcaseDeps {
  db: Db;
  storage: FileStorage;
  basePath: string;
  /** A signed link to a stored file (the files module's): the admin sees retired items' photos too. */
  signFileUrl: (storageKey: string) => string;
}

export function createShowcaseComponents(deps: ShowcaseDeps) {
  const showcaseService = createShowcaseService({
    showcase: createShowcaseRepository(deps.db),
    storage: deps.storage,
    publicView: createShowcaseView((file) => `${deps.basePath}${SHOWCASE_FILES_PATH}/${fileName(file)}`),
    adminView: createShowcaseView((file) => deps.signFileUrl(file.storage_key)),
  });
  return { showcaseService };
}
export type ShowcaseComponents = ReturnType<typeof createShowcaseComponents>;
