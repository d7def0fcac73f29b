import type { ModelClass, Persona, PhotoPack } from 'api-client';
import { formatUsd, packPriceCents } from '../../kernel/money.js';
import type { PackRow, PacksRepository } from './packs.repository.js';
import { sampleUrl } from './pack-samples.js';

/** Photo packs exist for people models only; the pages tell other classes that packs are unavailable. */
export const PACK_MODEL_CLASSES: readonly string[] = ['man', 'woman'];

export interface PackCatalogueDeps {
  packs: PacksRepository;
  basePath: string;
  /** Subscribers see the 35 % lower price (the payments module knows who subscribes). */
  isSubscriber: (accountId: number) => Promise<boolean>;
  /**
   * Links to the first few approved template images of each pack that have a file (the templates module
   * knows); a pack without any shows its illustrations from server/assets/packs.
   */
  sampleImages: (packIds: number[]) => Promise<Map<number, string[]>>;
  /** Real customers' photos an admin placed on each pack's card (the showcase): shown before the samples. */
  showcasePhotos?: (packIds: number[]) => Promise<Map<number, string[]>>;
}

export function createPackCatalogue(deps: PackCatalogueDeps) {
  function toPhotoPack(row: PackRow, subscriber: boolean, samples: Map<number, string[]>, showcase: Map<number, string[]>, sources: Map<number, string>): PhotoPack {
    const templates = samples.get(row.id) ?? [];
    const illustrations = templates.length > 0 ? templates : row.sample_images.map((name) => sampleUrl(deps.basePath, name));
    const real = showcase.get(row.id) ?? [];
    return {
      PackageID: row.id,
      Reference: row.reference,
      Title: row.title,
      Price: formatUsd(packPriceCents(row.price_cents, subscriber)),
      Credits: row.credits,
      PhotoPackDescription: row.description,
      Persona: row.persona,
      IncludesTraining: row.includes_training,
      MakesPhotosOf: row.prompts_from_pack_id === null ? null : (sources.get(row.prompts_from_pack_id) ?? null),
      IsMostPopular: row.is_most_popular,
      // Real photos take the place of the first template images; the card keeps as many images as before.
      SampleImages: [...real, ...illustrations].slice(0, Math.max(illustrations.length, real.length)),
      RealPhotoCount: real.length,
      IsApproved: row.is_approved,
    };
  }

  async function present(rows: PackRow[], subscriber: boolean): Promise<PhotoPack[]> {
    const ids = rows.map((row) => row.id);
    const sourceIds = [...new Set(rows.flatMap((row) => (row.prompts_from_pack_id === null ? [] : [row.prompts_from_pack_id])))];
    const [samples, showcase, sources] = await Promise.all([
      deps.sampleImages(ids), deps.showcasePhotos?.(ids) ?? new Map<number, string[]>(), deps.packs.referencesOf(sourceIds),
    ]);
    return rows.map((row) => toPhotoPack(row, subscriber, samples, showcase, sources));
  }

  return {
    /** Packs as the contract names them, at their regular price (the content generator lists every pack). */
    present: (rows: PackRow[]) => present(rows, false),

    /**
     * photo-pack-service/photo-packs. With a model class (the packs page of a user who has a model):
     * the packs to generate, starters left out; none for classes packs do not serve. With a persona
     * (buy-packs): that persona's packs, or every pack when it has none. Approved packs only.
     */
    async list(filter: { modelClass?: ModelClass; persona?: Persona | null }, accountId: number | null): Promise<PhotoPack[]> {
      if (filter.modelClass && !PACK_MODEL_CLASSES.includes(filter.modelClass)) return [];
      const withoutTraining = filter.modelClass !== undefined;
      const persona = filter.persona && filter.persona !== 'unknown' ? filter.persona : undefined;
      let rows = await deps.packs.listApproved({ persona, withoutTraining });
      if (persona && rows.length === 0) rows = await deps.packs.listApproved({ withoutTraining });
      const subscriber = accountId !== null && (await deps.isSubscriber(accountId));
      return present(rows, subscriber);
    },
  };
}
export type PackCatalogue = ReturnType<typeof createPackCatalogue>;
