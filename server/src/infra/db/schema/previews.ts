// The free preview (migrations 0028 and 0040, docs/previews.md).
import type { Generated } from 'kysely';
import type { PersonaValue } from '../../../kernel/persona.js';
import type { CreatedAt, NullableTimestamp, Timestamp } from './columns.js';

export type PreviewStatusValue = 'processing' | 'succeeded' | 'failed';
export type PreviewFileKind = 'selfie' | 'image';

/** An account's one free preview; the row stays once its files are deleted. */
export interface PreviewsTable {
  id: Generated<number>;
  public_id: string;
  account_id: number;
  persona: PersonaValue;
  status: Generated<PreviewStatusValue>;
  engine: string | null;
  /** Photos it ended with (set when it finishes), kept after the files go. */
  images_made: Generated<number>;
  created_at: CreatedAt;
  finished_at: NullableTimestamp;
  files_deleted_at: NullableTimestamp;
  /** The keyed hash of the account's normalised address while the account lives (migration 0040). */
  address_hash: string | null;
}

/** A preview's selfie or made photo, stored until the retention sweep or the account's deletion. */
export interface PreviewFilesTable {
  id: Generated<number>;
  preview_id: number;
  kind: PreviewFileKind;
  position: number;
  file_id: string;
  storage_key: string;
  width: number;
  height: number;
  created_at: CreatedAt;
}

/** Previews started on one UTC day ('YYYY-MM-DD'), against PREVIEW_DAILY_LIMIT. */
export interface PreviewBudgetDaysTable {
  day: string;
  used: number;
}

/** A deleted account's address that had its preview: the keyed hash and dates only (migration 0040). */
export interface PreviewUsedAddressesTable {
  address_hash: string;
  used_at: Timestamp;
  account_deleted_at: Timestamp;
}
