import {
  ADMIN_PACK_NOT_FOUND_MESSAGE, PACK_CREDITS, PACK_REFERENCE_TAKEN_MESSAGE, type createPackCall, type PhotoPack, type updatePackCall,
} from 'api-client';
import type { z } from 'zod';
import { AppError } from '../../kernel/app-error.js';
import type { PersonaValue } from '../../infra/db/schema.js';
import { DuplicateReferenceError, type PackAdminRepository, type PackFields } from './pack-admin.repository.js';
import type { PackRow } from './packs.repository.js';

type CreatePackRequest = z.output<(typeof createPackCall)['request']>;
type UpdatePackRequest = z.output<(typeof updatePackCall)['request']>;

/** A new pack's category and emoji (the form has neither): the theme its persona's packs have. */
const LOOK_BY_PERSONA: Record<PersonaValue | 'none', { category: string; emoji: string }> = {
  professional: { category: 'Professional', emoji: '💼' },
  single: { category: 'Dating', emoji: '❤️' },
  influencer: { category: 'Lifestyle', emoji: '📸' },
  unknown: { category: 'General', emoji: '✨' },
  none: { category: 'General', emoji: '✨' },
};

/** "$7.99" → 799 (the contract's price pattern guarantees the shape). */
export function priceToCents(price: string): number {
  const [dollars = '0', cents = '0'] = price.trim().replace(/^\$/, '').split('.');
  return Number(dollars) * 100 + Number(cents.padEnd(2, '0').slice(0, 2));
}

function fieldsOf(input: CreatePackRequest): PackFields {
  return {
    reference: input.reference, title: input.title, priceCents: priceToCents(input.price), persona: input.persona,
    isApproved: input.isApproved, description: input.description,
  };
}

/** admin-service's pack form and pack list: every pack, approved or not (docs/photo-packs.md#the-content-generator). */
export function createPackAdminService(deps: {
  packs: PackAdminRepository;
  /** The catalogue's view of packs (regular price, sample images). */
  present: (rows: PackRow[]) => Promise<PhotoPack[]>;
}) {
  async function one(row: PackRow): Promise<PhotoPack> {
    return (await deps.present([row]))[0]!;
  }

  async function saving<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (error instanceof DuplicateReferenceError) throw new AppError('duplicate-reference', 409, PACK_REFERENCE_TAKEN_MESSAGE, 'reference');
      throw error;
    }
  }

  return {
    async list(): Promise<PhotoPack[]> {
      return deps.present(await deps.packs.all());
    },

    /** create-pack: 300 credits, and the category and emoji of its persona's theme. */
    async create(input: CreatePackRequest): Promise<PhotoPack> {
      const look = LOOK_BY_PERSONA[input.persona ?? 'none'];
      return one(await saving(() => deps.packs.create({ ...fieldsOf(input), ...look, credits: PACK_CREDITS })));
    },

    async update(input: UpdatePackRequest): Promise<PhotoPack> {
      const row = await saving(() => deps.packs.update(input.packageId, fieldsOf(input)));
      if (!row) throw AppError.notFound(ADMIN_PACK_NOT_FOUND_MESSAGE);
      return one(row);
    },
  };
}
export type PackAdminService = ReturnType<typeof createPackAdminService>;
