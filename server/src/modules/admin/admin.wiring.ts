import type { Db } from '../../infra/db/database.js';
import type { OperationsFiguresReader } from '../../infra/metrics/operations-figures.js';
import type { CreditsService } from '../credits/index.js';
import { createActivitySources, type GenerationActivity, type PreviewActivity, type TrainingActivity } from './activity-sources.js';
import { createAdminRepository } from './admin.repository.js';
import { createAdminService, type AccountResetHook } from './admin.service.js';

export interface AdminWiringDeps {
  db: Db;
  credits: CreditsService;
  generations: GenerationActivity;
  trainings: TrainingActivity;
  /** The free previews' figures, when the product has them. */
  previews?: PreviewActivity;
  /** The operator's figures for the last hour and day, the same /metrics reports. */
  operations?: OperationsFiguresReader;
  /** What other modules remove on an admin's Reset All, in its transaction. */
  resetHooks: AccountResetHook[];
}

/** The admin tools (system status, mock mode, Reset All, operator CLI), wired once by the container. */
export function createAdminComponents(deps: AdminWiringDeps) {
  const activitySources = createActivitySources({ generations: deps.generations, trainings: deps.trainings, previews: deps.previews });
  return {
    activitySources,
    adminService: createAdminService({
      accounts: createAdminRepository(deps.db), credits: deps.credits, activity: activitySources, operations: deps.operations, resetHooks: deps.resetHooks,
    }),
  };
}
export type AdminComponents = ReturnType<typeof createAdminComponents>;
