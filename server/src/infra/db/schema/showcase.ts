// The showcase (migration 0029, docs/showcase.md).
import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, NullableTimestamp, Timestamp } from './columns.js';

export type ShowcaseKindValue = 'pair' | 'single';
export type ShowcaseStatusValue = 'active' | 'retired';
export type ShowcaseSideValue = 'before' | 'after';

/** A showcase item with the consent of the person shown; retired items stay as the record. */
export interface ShowcaseItemsTable {
  id: Generated<number>;
  kind: ShowcaseKindValue;
  caption: string;
  status: Generated<ShowcaseStatusValue>;
  position: Generated<number>;
  /** [{kind, persona?, packId?}], written as JSON text. */
  placements: ColumnType<unknown, string | undefined, string>;
  subject_name: string;
  subject_email: string;
  consented_at: Timestamp;
  consent_text: string;
  created_by: number | null;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
  retired_at: NullableTimestamp;
}

/** One photo of an item: a before (a real selfie; a pair has one to four) or its after (the photo made). */
export interface ShowcaseFilesTable {
  id: Generated<number>;
  item_id: number;
  side: ShowcaseSideValue;
  /** A before's place among the item's befores (0-3); 0 for the after. */
  ordinal: Generated<number>;
  file_id: string;
  storage_key: string;
  content_type: 'image/jpeg' | 'image/png';
  width: number;
  height: number;
  created_at: CreatedAt;
}
