import type { Db } from '../../infra/db/database.js';
import { createCreditsService } from './credits.service.js';
import { createLedgerRepository } from './ledger.repository.js';
import { createTrainingEntitlementsRepository, includedTrainingsFacts } from './training-entitlements.repository.js';

/** The credit ledger, wired once by the container. */
export function createCreditsComponents(db: Db) {
  return {
    creditsService: createCreditsService(createLedgerRepository(db), createTrainingEntitlementsRepository(db)),
    /** account-info's included trainings, read with the session. */
    includedTrainingsFacts,
  };
}
export type CreditsComponents = ReturnType<typeof createCreditsComponents>;
