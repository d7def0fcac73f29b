import type { Selectable } from 'kysely';
import type { Db } from '../../src/infra/db/database.js';
import type { GenerationsTable, GenerationStatusValue } from '../../src/infra/db/schema.js';
import type { ImageRow, ImagesRepository, NewGeneration, NewImage } from '../../src/modules/generation/images.repository.js';
import { insertRow, notInMemory, updateRow, type InMemoryDatabase } from './in-memory-database.js';

type GenerationRow = Selectable<GenerationsTable>;

/** Generations and generated images (gen calls and the image maker); mock mode comes from the database's accounts. */
export function createInMemoryImagesRepository(db: InMemoryDatabase) {
  const generations: GenerationRow[] = [];
  const images: ImageRow[] = [];

  const repository = {
    transaction: db.transaction,
    async insertGeneration(generation: NewGeneration, trx: Db): Promise<number> {
      const row = insertRow(db, generations, {
        id: db.nextId(), account_id: generation.accountId, model_id: generation.modelId, prompt: generation.prompt,
        image_count: generation.imageCount, engine: null, status: 'running', failed_count: 0, error: null,
        created_at: new Date(), finished_at: null, template_id: generation.templateId ?? null, kind: generation.kind ?? 'generate',
      }, trx);
      return row.id;
    },
    async finishGeneration(id: number, result: { status: GenerationStatusValue; engine: string | null; failedCount: number; error: string | null }): Promise<void> {
      const row = generations.find((g) => g.id === id);
      if (row) updateRow(db, row, { status: result.status, engine: result.engine, failed_count: result.failedCount, error: result.error, finished_at: new Date() });
    },
    async insertImages(fresh: NewImage[], trx?: Db): Promise<Array<{ id: number; file_id: string }>> {
      return fresh.map((image) => {
        const row = insertRow(db, images, {
          id: db.nextId(), file_id: image.fileId, account_id: image.accountId, model_id: image.modelId, generation_id: image.generationId,
          storage_key: image.storageKey, prompt: image.prompt, is_liked: false, is_deleted: false, deleted_at: null, created_at: new Date(),
          origin: image.origin ?? 'generated', source_image_id: image.sourceImageId ?? null,
          likeness_status: image.likenessStatus ?? 'unscored', likeness: null, likeness_miss: false, likeness_scored_at: null, likeness_refund: null, engine: image.engine ?? null,
        }, trx);
        return { id: row.id, file_id: row.file_id };
      });
    },
    async stale(startedBefore: Date): Promise<Array<{ id: number; account_id: number; image_count: number; made: number }>> {
      return generations.filter((g) => g.status === 'running' && g.created_at < startedBefore).map((g) => ({
        id: g.id, account_id: g.account_id, image_count: g.image_count, made: images.filter((i) => i.generation_id === g.id).length,
      }));
    },
    lastImageTime: notInMemory('lastImageTime'),
    countGenerations: notInMemory('countGenerations'),
    owned: async (accountId: number, fileId: string, _trx?: Db) => {
      const row = images.find((i) => i.file_id === fileId && i.account_id === accountId);
      return row && { ...row };
    },
    ownedMany: notInMemory('ownedMany'),
    live: notInMemory('live'),
    deleted: notInMemory('deleted'),
    liveCounts: notInMemory('liveCounts'),
    // Transactions already run one at a time here.
    setLiked: notInMemory('setLiked'),
    setDeleted: notInMemory('setDeleted'),
    setModelMainImage: notInMemory('setModelMainImage'),
    modelNames: notInMemory('modelNames'),
    mockModeOn: async (accountId: number) => {
      const account = db.accounts.get(accountId);
      return Boolean(account?.isAdmin && account.mockMode);
    },
  } satisfies ImagesRepository;

  return { repository, generations, images };
}
