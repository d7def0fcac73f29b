import { CREDITS_PER_TRAINING } from 'api-client';
import type { AppConfig } from '../../config/config.js';
import type { Db } from '../../infra/db/database.js';
import type { Transaction } from '../../infra/db/transaction.js';
import type { JobQueue } from '../../infra/jobs/job-queue.js';
import type { Mailer } from '../../infra/mail/mailer.js';
import type { FileStorage } from '../../infra/storage/storage.types.js';
import type { CreditsService } from '../credits/index.js';
import { trainingRequestedAt, type ModelRow, type ModelsRepository } from '../models/index.js';
import { isTerminal, type TrainingEngine, type TrainingSnapshot } from './engines/training-engine.js';
import { modelFailedMail, modelReadyMail } from './training-mail.js';
import { storedZip } from '../../infra/zip/zip-writer.js';

const FIRST_POLL_SECONDS = 2;
const MAX_POLL_SECONDS = 30;
export const TIMED_OUT_REASON = 'Training did not finish in time';
export const SWEEP_WINDOW_MS = 5 * 60_000;

export interface TrainingDeps {
  config: Pick<AppConfig, 'publicUrl' | 'basePath' | 'trainingDeadlineMinutes' | 'supportEmails'>;
  models: ModelsRepository;
  storage: FileStorage;
  credits: CreditsService;
  mailer: Mailer;
  queue: JobQueue;
  engine: TrainingEngine;
  transaction: Transaction;
  emailOf: (accountId: number, trx: Db) => Promise<string | null>;
}

/** 2 s, 3 s, 4.5 s ... up to 30 s between polls. */
export function pollDelaySeconds(pollCount: number): number {
  return Math.min(MAX_POLL_SECONDS, FIRST_POLL_SECONDS * 1.5 ** Math.max(0, pollCount - 1));
}

/**
 * The training lifecycle (docs/training.md): `training.start` hands the photos to the engine, `training.poll`
 * asks the engine until the training ends (the reconciler; webhooks only make it ask sooner). Both are
 * idempotent: a model that already started is not started twice, one that ended is not touched again,
 * and the refund's ledger key makes a second refund impossible.
 */
export function createTrainingService(deps: TrainingDeps) {
  /**
   * A transaction that changes one of an account's models takes the account's lock first, as the
   * confirmation, the upload and every debit do (credits.lockAccount): a training that failed locks its
   * model, then the account for the refund, while a confirmation holds the account and waits on the
   * model, and PostgreSQL ends one of them with "deadlock detected". One order, no cycle.
   */
  const modelTransaction = <T>(model: Pick<ModelRow, 'account_id'>, work: (trx: Db) => Promise<T>): Promise<T> =>
    deps.transaction(async (trx) => {
      await deps.credits.lockAccount(model.account_id, trx);
      return work(trx);
    });

  const deadlinePassed = (model: ModelRow) =>
    Date.now() - trainingRequestedAt(model).getTime() > deps.config.trainingDeadlineMinutes * 60_000;

  async function enqueuePoll(modelId: number, seenPolls: number, trx: Db): Promise<void> {
    const count = await deps.models.countPoll(modelId, seenPolls, trx);
    if (count === null) return; // a duplicate run of this poll already scheduled the next one
    await deps.queue.enqueue('training.poll', { modelId }, {
      singletonKey: `training.poll:${modelId}:${count}`,
      runAt: new Date(Date.now() + pollDelaySeconds(count) * 1000),
    }, trx);
  }

  async function trainingZip(model: ModelRow): Promise<Buffer> {
    const entries: { name: string; data: Buffer }[] = [];
    for (const photo of await deps.models.photos(model.id)) {
      const data = await deps.storage.get(photo.storage_key);
      if (!data) throw new Error(`training photo ${photo.storage_key} is missing`);
      entries.push({ name: `image${photo.position}.jpg`, data });
    }
    return storedZip(entries);
  }

  async function fail(model: ModelRow, state: 'failed' | 'canceled', reason: string): Promise<void> {
    await modelTransaction(model, async (trx) => {
      if (!(await deps.models.transition(model.id, { status: state, failureReason: reason }, trx))) return;
      const paidWith = await deps.credits.refundTraining({ accountId: model.account_id, id: model.id, publicId: model.public_id, name: model.name }, trx);
      const givenBack = paidWith === 'included' ? 'included-training' : paidWith === 'credits' ? { credits: CREDITS_PER_TRAINING } : null;
      const email = await deps.emailOf(model.account_id, trx);
      if (email) await deps.mailer.send(modelFailedMail(email, model.name, givenBack, deps.config.supportEmails.models), trx);
    });
  }

  async function succeed(model: ModelRow, snapshot: TrainingSnapshot): Promise<void> {
    await modelTransaction(model, async (trx) => {
      const changed = await deps.models.transition(model.id, {
        status: 'succeeded', version: snapshot.version ?? null, weightsUrl: snapshot.weightsUrl ?? null,
      }, trx);
      if (!changed) return;
      const email = await deps.emailOf(model.account_id, trx);
      const link = `${deps.config.publicUrl}${deps.config.basePath}/gen`;
      if (email) await deps.mailer.send(modelReadyMail(email, model.name, link), trx);
    });
  }

  return {
    async start(modelId: number): Promise<void> {
      const model = await deps.models.byId(modelId);
      if (!model || isTerminal(model.status) || model.external_id) return;
      const { engine } = deps;
      let externalId: string;
      try {
        const webhookUrl = engine.name === 'replicate' ? `${deps.config.publicUrl}/webhooks/replicate` : undefined;
        ({ externalId } = await engine.start({ modelId, triggerWord: model.trigger_word, zip: await trainingZip(model), webhookUrl }));
      } catch (error) {
        // The queue retries; once the deadline has passed the user gets the credits back instead.
        if (deadlinePassed(model)) return fail(model, 'failed', TIMED_OUT_REASON);
        throw error;
      }
      const started = await modelTransaction(model, async (trx) => {
        if (!(await deps.models.markStarted(modelId, engine.name, externalId, trx))) return false;
        await enqueuePoll(modelId, model.poll_count, trx);
        return true;
      });
      // The model was deleted while its training was being handed over (docs/privacy.md): stop it there too.
      if (!started && !(await deps.models.byId(modelId))) await engine.cancel(externalId);
    },

    /**
     * The safety net behind webhooks and poll chains: every few minutes each model still training gets
     * a fresh poll (or a fresh start when it never started), and one past its deadline is failed and
     * refunded even while the trainer is unreachable, so no model stays "processing" forever.
     */
    async sweep(now = new Date()): Promise<void> {
      const window = Math.floor(now.getTime() / SWEEP_WINDOW_MS);
      for (const id of await deps.models.activeIds()) {
        const model = await deps.models.byId(id);
        if (!model || isTerminal(model.status)) continue;
        if (deadlinePassed(model)) {
          await fail(model, 'failed', TIMED_OUT_REASON);
          continue;
        }
        // A start job still has its own retries to run: only a start that has long stalled is redone.
        const stalledStart = !model.external_id && now.getTime() - trainingRequestedAt(model).getTime() > SWEEP_WINDOW_MS;
        if (!model.external_id && !stalledStart) continue;
        const job = model.external_id ? 'training.poll' : 'training.start';
        await deps.queue.enqueue(job, { modelId: id }, { singletonKey: `training.sweep:${job}:${id}:${window}` });
      }
    },

    async poll(modelId: number): Promise<void> {
      const model = await deps.models.byId(modelId);
      if (!model || isTerminal(model.status) || !model.external_id) return;
      const snapshot = await deps.engine.status(model.external_id);
      if (snapshot.state === 'succeeded') {
        // Ready once its upload's faces are compared too (docs/likeness.md), so its first photos are scored
        // at once: the look-alike job polls again when it has stored them. The chain goes on meanwhile.
        if (model.look_alike_outliers === null) return modelTransaction(model, (trx) => enqueuePoll(model.id, model.poll_count, trx));
        return succeed(model, snapshot);
      }
      if (snapshot.state === 'failed' || snapshot.state === 'canceled') {
        return fail(model, snapshot.state, snapshot.error ?? `Training ${snapshot.state}`);
      }
      if (deadlinePassed(model)) return fail(model, 'failed', TIMED_OUT_REASON);
      await modelTransaction(model, async (trx) => {
        if (snapshot.state !== model.status) await deps.models.transition(model.id, { status: snapshot.state }, trx);
        if (snapshot.progress) await deps.models.recordProgress(model.id, snapshot.progress, trx);
        await enqueuePoll(model.id, model.poll_count, trx);
      });
    },
  };
}
export type TrainingService = ReturnType<typeof createTrainingService>;
