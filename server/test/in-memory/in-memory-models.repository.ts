import type { Selectable } from 'kysely';
import type { Db } from '../../src/infra/db/database.js';
import type { ModelStatusValue, TrainingPhotosTable } from '../../src/infra/db/schema.js';
import type { ModelRow, ModelsRepository, NewModel, NewTrainingPhoto } from '../../src/modules/models/models.repository.js';
import { insertRow, notInMemory, updateRow, type InMemoryDatabase } from './in-memory-database.js';

type TrainingPhotoRow = Selectable<TrainingPhotosTable>;

const IN_TRAINING: ModelStatusValue[] = ['starting', 'processing'];
const TERMINAL: ModelStatusValue[] = ['succeeded', 'failed', 'canceled'];
const AWAITING: ModelStatusValue = 'awaiting-confirmation';

/** Models and their training photos; `add` seeds a model in any state (a succeeded one by default). */
export function createInMemoryModelsRepository(db: InMemoryDatabase) {
  const models: ModelRow[] = [];
  const photos: TrainingPhotoRow[] = [];
  const find = (id: number) => models.find((row) => row.id === id);
  const copy = (row: ModelRow | undefined) => row && { ...row };

  function newRow(model: NewModel): ModelRow {
    return {
      id: db.nextId(), public_id: model.publicId, account_id: model.accountId, name: model.name, class: model.modelClass,
      characteristics: model.characteristics, type: 'flux-lora', status: model.status ?? 'starting', trigger_word: model.triggerWord,
      engine: model.engine, external_id: null, trained_version: null, weights_url: null, main_image_key: model.mainImageKey,
      failure_reason: null, poll_count: 0, progress_done: null, progress_total: null, progress_at: null,
      created_at: new Date(), started_at: null, finished_at: null, completion_seen: false, face_reference: model.faceReference ?? null,
      photos_deleted_at: null, look_alike_outliers: model.lookAlikeOutliers ?? null, identity_confirmed_at: null,
    };
  }

  const repository = {
    async create(model: NewModel, newPhotos: NewTrainingPhoto[], trx: Db): Promise<ModelRow> {
      const row = insertRow(db, models, newRow(model), trx);
      for (const p of newPhotos) {
        insertRow(db, photos, { id: db.nextId(), model_id: row.id, position: p.position, storage_key: p.storageKey, width: p.width, height: p.height }, trx);
      }
      return { ...row };
    },
    byId: async (id: number, _trx?: Db) => copy(find(id)),
    ownedBy: async (accountId: number, publicId: string, _trx?: Db) =>
      copy(models.find((row) => row.public_id === publicId && row.account_id === accountId && row.status !== AWAITING)),
    listFor: notInMemory('listFor'),
    lockOwned: async (accountId: number, publicId: string, _trx: Db) =>
      copy(models.find((row) => row.public_id === publicId && row.account_id === accountId)),
    async confirmIdentity(id: number, trx: Db): Promise<boolean> {
      const row = find(id);
      if (!row || row.status !== AWAITING) return false;
      updateRow(db, row, { status: 'starting', identity_confirmed_at: new Date() }, trx);
      return true;
    },
    awaitingOf: async (accountId: number) => models.filter((row) => row.account_id === accountId && row.status === AWAITING).map((row) => row.id),
    awaitingSince: async (createdBefore: Date, limit: number) =>
      models.filter((row) => row.status === AWAITING && row.created_at < createdBefore).slice(0, limit).map((row) => ({ id: row.id, accountId: row.account_id })),
    async lockAwaitingFiles(id: number, _trx: Db): Promise<string[] | undefined> {
      const row = find(id);
      if (!row || row.status !== AWAITING) return undefined;
      return [...photos.filter((p) => p.model_id === id).map((p) => p.storage_key), ...(row.main_image_key ? [row.main_image_key] : [])];
    },
    async deleteAwaiting(id: number, trx: Db): Promise<void> {
      const row = find(id);
      if (!row || row.status !== AWAITING) return;
      const gone = [row, ...photos.filter((p) => p.model_id === id)];
      models.splice(models.indexOf(row), 1);
      for (const photo of gone.slice(1)) photos.splice(photos.indexOf(photo as TrainingPhotoRow), 1);
      db.onRollback(trx, () => {
        models.push(row);
        photos.push(...(gone.slice(1) as TrainingPhotoRow[]));
      });
    },
    photos: async (modelId: number) => photos.filter((p) => p.model_id === modelId).sort((a, b) => a.position - b.position),
    training: notInMemory('training'),
    recentlyCompleted: notInMemory('recentlyCompleted'),
    hasSucceeded: async (accountId: number) => models.some((row) => row.account_id === accountId && row.status === 'succeeded'),
    async dismissCompletionNotices(accountId: number, trx?: Db): Promise<void> {
      for (const row of models) {
        if (row.account_id === accountId && TERMINAL.includes(row.status)) updateRow(db, row, { completion_seen: true }, trx);
      }
    },
    markSeen: notInMemory('markSeen'),
    updateDetails: notInMemory('updateDetails'),
    async markStarted(id: number, engine: string, externalId: string, trx?: Db): Promise<boolean> {
      const row = find(id);
      if (!row || row.external_id !== null) return false;
      updateRow(db, row, { engine, external_id: externalId, started_at: new Date(), status: 'starting' }, trx);
      return true;
    },
    activeIds: async () => models.filter((row) => IN_TRAINING.includes(row.status)).map((row) => row.id),
    async transition(id: number, changes: { status: ModelStatusValue; version?: string | null; weightsUrl?: string | null; failureReason?: string | null }, trx: Db): Promise<boolean> {
      const row = find(id);
      if (!row || !IN_TRAINING.includes(row.status)) return false;
      updateRow(db, row, {
        status: changes.status,
        ...(changes.version !== undefined ? { trained_version: changes.version } : {}),
        ...(changes.weightsUrl !== undefined ? { weights_url: changes.weightsUrl } : {}),
        ...(changes.failureReason !== undefined ? { failure_reason: changes.failureReason } : {}),
        ...(TERMINAL.includes(changes.status) ? { finished_at: new Date() } : {}),
      }, trx);
      return true;
    },
    async recordProgress(id: number, progress: { done: number; total: number }, trx?: Db): Promise<void> {
      const row = find(id);
      if (row && IN_TRAINING.includes(row.status)) updateRow(db, row, { progress_done: progress.done, progress_total: progress.total, progress_at: new Date() }, trx);
    },
    async countPoll(id: number, seen: number, trx: Db): Promise<number | null> {
      const row = find(id);
      if (!row || row.poll_count !== seen) return null;
      updateRow(db, row, { poll_count: seen + 1 }, trx);
      return seen + 1;
    },
    lastTrainingTime: notInMemory('lastTrainingTime'),
  } satisfies ModelsRepository;

  return {
    repository,
    models,
    /** A model of the account as training leaves it; succeeded, of a woman, unless `changes` say otherwise. */
    add(accountId: number, changes: Partial<ModelRow> = {}): ModelRow {
      const publicId = `model-${db.nextId()}`;
      const row = newRow({
        publicId, accountId, name: 'Me', modelClass: 'woman', characteristics: 'brown-haired', triggerWord: 'TOKABC123',
        engine: 'mock', mainImageKey: `models/${publicId}/main.jpg`,
      });
      models.push({ ...row, status: 'succeeded', trained_version: 'mock-version', finished_at: new Date(), ...changes });
      return { ...(models.at(-1) as ModelRow) };
    },
  };
}
export type InMemoryModels = ReturnType<typeof createInMemoryModelsRepository>;
