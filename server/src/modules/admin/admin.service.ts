import { randomUUID } from 'node:crypto';
import { LIKENESS_MISS_DAYS, PREVIEW_STATS_DAYS, type SystemStatus } from 'api-client';
import { AppError } from '../../kernel/app-error.js';
import type { Db } from '../../infra/db/database.js';
import type { OperationsFiguresReader } from '../../infra/metrics/operations-figures.js';
import type { CreditsService } from '../credits/index.js';
import type { ActivitySources } from './activity-sources.js';
import type { AdminRepository } from './admin.repository.js';
import { buildSystemStatus } from './system-status.js';

export const RESET_COMPLETE_MESSAGE = 'Your subscription, purchases and credits have been reset.';

/**
 * Admin Reset All removes the admin's own subscription, purchases and credits. The payments and packs
 * modules each add one hook here (run in the same transaction as the credit reset), so this module
 * needs none of theirs. See docs/credits-and-payments.md#admin-reset-all.
 */
export type AccountResetHook = (accountId: number, trx: Db) => Promise<void>;

export interface AdminServiceDeps {
  accounts: AdminRepository;
  credits: CreditsService;
  activity: ActivitySources;
  /** The figures /metrics reports, for the last hour and day. */
  operations?: OperationsFiguresReader;
  resetHooks: AccountResetHook[];
  now?: () => Date;
}

export function createAdminService(deps: AdminServiceDeps) {
  const now = deps.now ?? (() => new Date());

  return {
    async systemStatus(): Promise<SystemStatus> {
      const at = now();
      const [registrations, recentlyActiveUsers, lastGenerationTime, totalGenerations, lastTrainingTime, likenessMisses, previews, operations] = await Promise.all([
        deps.accounts.registrations(),
        deps.accounts.accountsSignedInSince(new Date(at.getTime() - 24 * 60 * 60 * 1000)),
        deps.activity.lastGenerationTime(),
        deps.activity.totalGenerations(),
        deps.activity.lastTrainingTime(),
        deps.activity.likenessMisses(LIKENESS_MISS_DAYS),
        deps.activity.previewsPerDay(PREVIEW_STATS_DAYS),
        deps.operations?.read(),
      ]);
      return buildSystemStatus({
        lastGenerationTime,
        lastTrainingTime,
        lastRegistrationTime: registrations.lastActivatedAt,
        totalUsers: registrations.activeAccounts,
        totalGenerations,
        recentlyActiveUsers,
        likenessMisses,
        previews,
        operations,
      }, at);
    },

    async toggleMockMode(accountId: number): Promise<{ newMockMode: boolean }> {
      const newMockMode = await deps.accounts.toggleMockMode(accountId);
      if (newMockMode === undefined) throw AppError.notFound('Account not found.');
      return { newMockMode };
    },

    /** Resets the admin's own account: every hook, then the credits to zero, in one transaction. */
    async resetUserCompletely(accountId: number): Promise<{ message: string }> {
      await deps.accounts.inTransaction(async (trx) => {
        for (const hook of deps.resetHooks) await hook(accountId, trx);
        await deps.credits.zeroBalance(accountId, 'admin-reset', `admin-reset:${accountId}:${randomUUID()}`, trx);
        // Purchases go with the reset, and with them the trainings they included.
        await deps.credits.removeUnusedTrainings(accountId, trx);
      });
      return { message: RESET_COMPLETE_MESSAGE };
    },

    /** Operator tool: an activated admin with this (already hashed) password, new or existing. */
    createAdmin(email: string, passwordHash: string) {
      return deps.accounts.upsertAdmin(email.trim().toLowerCase(), passwordHash);
    },

    findAccountIdByEmail(email: string) {
      return deps.accounts.findAccountIdByEmail(email.trim().toLowerCase());
    },
  };
}
export type AdminService = ReturnType<typeof createAdminService>;
