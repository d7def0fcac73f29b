import { createHash } from 'node:crypto';
import {
  API_PREFIX, SHOWCASE_PERSONAS, type AdminShowcaseItem, type PublicShowcase, type PublicShowcaseItem, type ShowcasePhoto, type ShowcasePlacement,
} from 'api-client';
import type { ShowcaseFileRow, ShowcaseItemRow } from './showcase.repository.js';

/** Where anyone may fetch an active item's photos: stable URLs (a signed link would expire in a cached page). */
export const SHOWCASE_FILES_PATH = `${API_PREFIX}/showcase-files`;

const EMPTY_SLOTS: Omit<PublicShowcase, 'version'> = {
  landingHero: [], landingDemo: [], personaCards: { influencer: [], professional: [], single: [] }, faceGallery: [], packCards: {},
};

const EXTENSIONS = { 'image/jpeg': 'jpg', 'image/png': 'png' } as const;

export const fileName = (file: Pick<ShowcaseFileRow, 'file_id' | 'content_type'>) => `${file.file_id}.${EXTENSIONS[file.content_type]}`;

export function placementsOf(row: ShowcaseItemRow): ShowcasePlacement[] {
  const value = typeof row.placements === 'string' ? JSON.parse(row.placements) : row.placements;
  return Array.isArray(value) ? (value as ShowcasePlacement[]) : [];
}

/** Items as visitors and the admin see them; photo links are the caller's (public route, or signed for the admin). */
export function createShowcaseView(photoUrl: (file: ShowcaseFileRow) => string) {
  const photo = (file: ShowcaseFileRow | undefined): ShowcasePhoto | null =>
    file ? { url: photoUrl(file), width: file.width, height: file.height } : null;

  function publicItem(row: ShowcaseItemRow, files: ShowcaseFileRow[]): PublicShowcaseItem {
    const mine = files.filter((file) => file.item_id === row.id);
    return {
      id: row.id,
      kind: row.kind,
      caption: row.caption,
      before: mine.filter((file) => file.side === 'before').sort((a, b) => a.ordinal - b.ordinal).map((file) => photo(file) as ShowcasePhoto),
      after: photo(mine.find((file) => file.side === 'after')) as ShowcasePhoto,
    };
  }

  return {
    publicItem,

    adminItem(row: ShowcaseItemRow, files: ShowcaseFileRow[]): AdminShowcaseItem {
      return {
        ...publicItem(row, files),
        status: row.status,
        position: row.position,
        placements: placementsOf(row),
        consent: {
          subjectName: row.subject_name, subjectEmail: row.subject_email,
          consentedAt: new Date(row.consented_at).toISOString(), consentText: row.consent_text,
        },
        createdAt: new Date(row.created_at).toISOString(),
        retiredAt: row.retired_at ? new Date(row.retired_at).toISOString() : null,
      };
    },

    /** The active items by slot, in order; the version is a hash of all of it, so any change changes it. */
    publicShowcase(rows: ShowcaseItemRow[], files: ShowcaseFileRow[]): PublicShowcase {
      const slots: Omit<PublicShowcase, 'version'> = structuredClone(EMPTY_SLOTS);
      for (const row of rows) {
        const item = publicItem(row, files);
        for (const placement of placementsOf(row)) {
          if (placement.kind === 'landing-hero') slots.landingHero.push(item);
          else if (placement.kind === 'landing-demo') slots.landingDemo.push(item);
          else if (placement.kind === 'face-gallery') slots.faceGallery.push(item);
          else if (placement.kind === 'persona-card' && SHOWCASE_PERSONAS.includes(placement.persona)) slots.personaCards[placement.persona].push(item);
          else if (placement.kind === 'pack-card') (slots.packCards[String(placement.packId)] ??= []).push(item);
        }
      }
      // Items placed nowhere change no page: the version stays, and so do the pages ('empty' is the build's).
      const placed = JSON.stringify(slots) !== JSON.stringify(EMPTY_SLOTS);
      const version = placed ? createHash('sha256').update(JSON.stringify(slots)).digest('hex').slice(0, 16) : 'empty';
      return { version, ...slots };
    },
  };
}
export type ShowcaseView = ReturnType<typeof createShowcaseView>;
