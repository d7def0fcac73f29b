import type { Db } from '../../src/infra/db/database.js';
import type { PackFilter, PackRow, PacksRepository } from '../../src/modules/packs/packs.repository.js';
import type { InMemoryDatabase } from './in-memory-database.js';

/** The photo pack catalogue; `add` seeds an approved pack of 300 credits with three prompts. */
export function createInMemoryPacksRepository(db: InMemoryDatabase) {
  const packs: PackRow[] = [];
  const prompts = new Map<number, string[]>();

  const repository = {
    listApproved: async (filter: PackFilter = {}) => packs.filter((p) => p.is_approved
      && (!filter.persona || p.persona === filter.persona) && !(filter.withoutTraining && p.includes_training)),
    byId: async (id: number, _trx?: Db) => packs.find((p) => p.id === id),
    byReference: async (reference: string) => packs.find((p) => p.reference === reference),
    referencesOf: async (ids: number[]) => new Map(packs.filter((p) => ids.includes(p.id)).map((p) => [p.id, p.reference])),
    prompts: async (packId: number, _trx?: Db) => [...(prompts.get(packId) ?? [])],
  } satisfies PacksRepository;

  return {
    repository,
    add(changes: Partial<PackRow> = {}, packPrompts = ['model in an office', 'model at a desk', 'model on a stage']): PackRow {
      const id = db.nextId();
      const row: PackRow = {
        id, reference: `pack-${id}`, title: 'Headshots', description: 'Office portraits', category: 'Professional', emoji: '💼',
        persona: 'professional', price_cents: 2900, credits: 300, includes_training: false, is_most_popular: false,
        is_approved: true, sample_images: [], sort_order: 0, created_at: new Date(), prompts_from_pack_id: null, ...changes,
      };
      packs.push(row);
      prompts.set(row.id, packPrompts);
      return row;
    },
  };
}
