import { CREDITS_PER_TRAINING, type GenStatus, type TrainOverview } from 'api-client';
import { AppError } from '../../kernel/app-error.js';
import type { AccountFlagsRepository } from './account-flags.repository.js';
import { trainingRequestedAt, type GenPageFacts, type ModelsRepository } from './models.repository.js';
import { trainingProgress } from './training-progress.js';
import type { SessionAccount } from '../../kernel/session-account.js';

/** What the train page (train-overview) and the generation page (gen-status) need on load. */
export function createOverviewService(deps: {
  models: ModelsRepository;
  accounts: AccountFlagsRepository;
  balance: (accountId: number) => Promise<number>;
  includedTrainings: (accountId: number) => Promise<number>;
  /** The pack purchase waiting to be generated (the packs module provides it). */
  pendingPackPurchaseId: (accountId: number) => Promise<number | null>;
  /** The configured trainer's expected minutes: the train page's estimate while the engine reports nothing. */
  trainingMinutes: number;
}) {
  async function account(accountId: number) {
    const row = await deps.accounts.account(accountId);
    if (!row) throw AppError.unauthorized();
    return row;
  }

  return {
    async trainOverview(accountId: number): Promise<TrainOverview> {
      const [row, balance, included, training, recent, ready, pendingPack] = await Promise.all([
        account(accountId), deps.balance(accountId), deps.includedTrainings(accountId), deps.models.training(accountId),
        deps.models.recentlyCompleted(accountId), deps.models.hasSucceeded(accountId),
        deps.pendingPackPurchaseId(accountId),
      ]);
      return {
        // A training a purchase included pays for one as well as the credits do.
        hasModelCredits: included > 0 || balance >= CREDITS_PER_TRAINING,
        trainingsIncluded: included,
        modelIsTraining: training !== undefined,
        readyModelsExist: ready,
        trainingStartTime: training ? (training.started_at ? new Date(training.started_at) : trainingRequestedAt(training)).toISOString() : null,
        trainingModelName: training?.name ?? null,
        recentlyCompletedModelName: recent?.name ?? null,
        recentlyCompletedModelId: recent?.public_id ?? null,
        recentlyCompletedDidFail: recent !== undefined && recent.status !== 'succeeded',
        // Starter images are made by the generation side; nothing waits on them here.
        initialImagesNeedMaking: false,
        showRules: row.rules_accepted_at === null,
        photoPackPendingID: pendingPack,
        trainingProgress: trainingProgress(training, deps.trainingMinutes),
      };
    },

    /** The account row, its balance and the page's facts come with the session (`genPageFacts`, one query). */
    genStatus(account: SessionAccount, facts: GenPageFacts & { trainingsIncluded: number }): GenStatus {
      return {
        status: 'success',
        credits: account.creditBalance,
        trainingsIncluded: facts.trainingsIncluded,
        hasCompletedModels: facts.hasSucceeded,
        userHasPurchased: facts.hasPurchased,
        persona: account.persona,
        // Mock mode is an admin tool: only an admin's flag makes their generations use the mock engine.
        isMockMode: account.isAdmin && account.mockMode,
        showRules: account.rulesAcceptedAt === null,
        isAdmin: account.isAdmin,
        currentlyTrainingModelName: facts.trainingName,
        lastPrompt: facts.lastPrompt,
      };
    },

    acceptRules: (accountId: number) => deps.accounts.acceptRules(accountId),
  };
}
export type OverviewService = ReturnType<typeof createOverviewService>;
