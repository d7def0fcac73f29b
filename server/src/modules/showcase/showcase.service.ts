import { randomUUID } from 'node:crypto';
import {
  SHOWCASE_AFTER_REQUIRED_MESSAGE, SHOWCASE_BEFORE_REQUIRED_MESSAGE, SHOWCASE_ITEM_NOT_FOUND_MESSAGE, SHOWCASE_MAX_BEFORE, SHOWCASE_ONE_AFTER_MESSAGE,
  SHOWCASE_PACK_NOT_FOUND_MESSAGE, SHOWCASE_PAIR_ONLY_MESSAGE, SHOWCASE_RETIRED_MESSAGE, SHOWCASE_TOO_MANY_BEFORE_MESSAGE, type AdminShowcaseItem, type PublicShowcase, type ShowcaseKind, type ShowcasePlacement,
} from 'api-client';
import { AppError } from '../../kernel/app-error.js';
import type { UploadedFile } from '../../kernel/uploaded-file.js';
import type { FileStorage } from '../../infra/storage/storage.types.js';
import { normaliseUploadedImage } from '../../infra/photo/uploaded-image.adapter.js';
import type { NewShowcaseFile, ShowcaseFileRow, ShowcaseRepository } from './showcase.repository.js';
import type { ShowcaseView } from './showcase-view.js';

/** How long a process reuses the public showcase it read; its own changes clear it at once. */
const PUBLIC_CACHE_MS = 1000;

export interface ShowcaseUpload {
  kind: ShowcaseKind;
  caption: string;
  subjectName: string;
  subjectEmail: string;
  consentedAt: string;
  consentText: string;
  before?: UploadedFile | UploadedFile[];
  after?: UploadedFile | UploadedFile[];
}

export interface ShowcaseServiceDeps {
  showcase: ShowcaseRepository;
  storage: FileStorage;
  /** Photos as visitors fetch them (the public route). */
  publicView: ShowcaseView;
  /** Photos as the admin sees them (signed links: retired items' photos too). */
  adminView: ShowcaseView;
}

const allFiles = (value: UploadedFile | UploadedFile[] | undefined) => (Array.isArray(value) ? value : value ? [value] : []);

/** The showcase's rules: consent before anything is stored, screened photos, placements that exist, retiring for good. */
export function createShowcaseService(deps: ShowcaseServiceDeps) {
  const { showcase, storage } = deps;
  const listeners = new Set<() => void>();
  let cached: { at: number; value: Promise<PublicShowcase> } | null = null;

  function changed(): void {
    cached = null;
    for (const listener of listeners) listener();
  }

  /** Checked as training photos are (by content, size, megapixels), then stored upright with no metadata. */
  async function storePhoto(side: 'before' | 'after', ordinal: number, file: UploadedFile): Promise<NewShowcaseFile> {
    let image;
    try {
      image = await normaliseUploadedImage(file.data);
    } catch (error) {
      if (error instanceof AppError) throw new AppError(error.code, error.httpStatus, error.message, side);
      throw error;
    }
    const fileId = randomUUID();
    const storageKey = `showcase/${fileId}.${image.extension}`;
    await storage.put(storageKey, image.bytes);
    return { side, ordinal, fileId, storageKey, contentType: image.contentType, width: image.width, height: image.height };
  }

  async function adminItem(id: number): Promise<AdminShowcaseItem> {
    const row = await showcase.item(id);
    if (!row) throw AppError.notFound(SHOWCASE_ITEM_NOT_FOUND_MESSAGE);
    return deps.adminView.adminItem(row, await showcase.filesOf([id]));
  }

  async function activeItem(id: number) {
    const row = await showcase.item(id);
    if (!row) throw AppError.notFound(SHOWCASE_ITEM_NOT_FOUND_MESSAGE);
    if (row.status !== 'active') throw AppError.badRequest(SHOWCASE_RETIRED_MESSAGE, 'itemId');
    return row;
  }

  /** One of each placement, pairs only where a before is shown, packs that exist. */
  async function checkedPlacements(kind: ShowcaseKind, placements: ShowcasePlacement[]): Promise<ShowcasePlacement[]> {
    const unique = [...new Map(placements.map((p) => [JSON.stringify(p), p])).values()];
    if (kind !== 'pair' && unique.some((p) => p.kind === 'face-gallery' || p.kind === 'landing-demo')) {
      throw AppError.badRequest(SHOWCASE_PAIR_ONLY_MESSAGE, 'placements');
    }
    const packIds = unique.flatMap((p) => (p.kind === 'pack-card' ? [p.packId] : []));
    const known = await showcase.existingPackIds(packIds);
    if (packIds.some((id) => !known.has(id))) throw AppError.badRequest(SHOWCASE_PACK_NOT_FOUND_MESSAGE, 'placements');
    return unique;
  }

  async function list(): Promise<AdminShowcaseItem[]> {
    const rows = await showcase.items();
    const files = await showcase.filesOf(rows.map((row) => row.id));
    return rows.map((row) => deps.adminView.adminItem(row, files));
  }

  function publicShowcase(): Promise<PublicShowcase> {
    if (cached && Date.now() - cached.at < PUBLIC_CACHE_MS) return cached.value;
    const value = (async () => {
      const rows = await showcase.activeItems();
      return deps.publicView.publicShowcase(rows, await showcase.filesOf(rows.map((row) => row.id)));
    })();
    cached = { at: Date.now(), value };
    value.catch(() => { cached = null; });
    return value;
  }

  return {
    /** Notified after every change (the site regenerates its pages). */
    onChange(listener: () => void): void {
      listeners.add(listener);
    },

    async upload(adminId: number, input: ShowcaseUpload): Promise<AdminShowcaseItem> {
      const befores = input.kind === 'pair' ? allFiles(input.before) : [];
      const [after, secondAfter] = allFiles(input.after);
      if (befores.length > SHOWCASE_MAX_BEFORE) throw AppError.badRequest(SHOWCASE_TOO_MANY_BEFORE_MESSAGE, 'before');
      if (!after) throw AppError.badRequest(SHOWCASE_AFTER_REQUIRED_MESSAGE, 'after');
      if (secondAfter) throw AppError.badRequest(SHOWCASE_ONE_AFTER_MESSAGE, 'after');
      if (input.kind === 'pair' && befores.length === 0) throw AppError.badRequest(SHOWCASE_BEFORE_REQUIRED_MESSAGE, 'before');
      const photos = [
        ...befores.map((file, ordinal) => ({ side: 'before' as const, ordinal, file })), { side: 'after' as const, ordinal: 0, file: after },
      ];
      // Stored one by one; a refused photo removes the ones stored before it, so nothing is left orphaned.
      const files: NewShowcaseFile[] = [];
      try {
        for (const { side, ordinal, file } of photos) files.push(await storePhoto(side, ordinal, file));
        const id = await showcase.insert({
          kind: input.kind, caption: input.caption, subjectName: input.subjectName, subjectEmail: input.subjectEmail,
          consentedAt: new Date(input.consentedAt), consentText: input.consentText, createdBy: adminId,
        }, files);
        changed();
        return await adminItem(id);
      } catch (error) {
        await Promise.all(files.map((file) => storage.delete(file.storageKey).catch(() => undefined)));
        throw error;
      }
    },

    list,

    async update(itemId: number, changes: { caption?: string; placements: ShowcasePlacement[] }): Promise<AdminShowcaseItem> {
      const row = await activeItem(itemId);
      await showcase.update(itemId, { caption: changes.caption, placements: await checkedPlacements(row.kind, changes.placements) });
      changed();
      return adminItem(itemId);
    },

    async order(itemIds: number[]): Promise<AdminShowcaseItem[]> {
      const active = new Set((await showcase.activeItems()).map((row) => row.id));
      const unique = [...new Set(itemIds)];
      if (unique.some((id) => !active.has(id))) throw AppError.badRequest(SHOWCASE_ITEM_NOT_FOUND_MESSAGE, 'itemIds');
      await showcase.order(unique);
      changed();
      return list();
    },

    /** Off the site for good; the row (consent) and the files stay as the record, no longer served. */
    async retire(itemId: number): Promise<AdminShowcaseItem> {
      await activeItem(itemId);
      await showcase.retire(itemId);
      changed();
      return adminItem(itemId);
    },

    /** showcase-service/showcase, and what the served pages carry. */
    publicShowcase,

    /** An active item's photo for anyone, or null (unknown, or retired). */
    async publicFile(fileId: string): Promise<{ file: ShowcaseFileRow; data: Buffer } | null> {
      const file = await showcase.activeFile(fileId);
      const data = file && (await storage.get(file.storage_key));
      return file && data ? { file, data } : null;
    },

    /** Each pack's showcase photos (the after of every item placed on its card), in order. */
    async packCardPhotos(packIds: number[]): Promise<Map<number, string[]>> {
      const showcaseNow = await publicShowcase();
      return new Map(packIds.map((id) => [id, (showcaseNow.packCards[String(id)] ?? []).map((item) => item.after.url)]));
    },
  };
}
export type ShowcaseService = ReturnType<typeof createShowcaseService>;

