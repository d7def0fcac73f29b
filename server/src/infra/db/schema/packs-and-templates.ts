// Photo packs, templates, and the generations that make a pack.
import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, NullableTimestamp } from './columns.js';
import type { PersonaValue } from './accounts.js';

export interface PhotoPacksTable {
  id: Generated<number>;
  reference: string;
  title: string;
  description: string;
  category: string;
  emoji: string;
  persona: PersonaValue | null;
  price_cents: number;
  credits: Generated<number>;
  includes_training: Generated<boolean>;
  is_most_popular: Generated<boolean>;
  is_approved: Generated<boolean>;
  sample_images: ColumnType<string[], string[] | undefined, string[]>;
  sort_order: Generated<number>;
  created_at: CreatedAt;
  /** A starter reads the prompts of the pack it starts from (migration 0017). */
  prompts_from_pack_id: ColumnType<number | null, number | null | undefined, number | null>;
}

export interface TemplateCategoriesTable {
  id: Generated<number>;
  name: string;
  sort_order: Generated<number>;
}

export type TemplateClassValue = 'man' | 'woman' | 'person' | 'couple' | 'dog' | 'cat' | 'rabbit' | 'base-model';

export type ModerationStatusValue = 'approved' | 'rejected';

/** A template image (migration 0017); those in a pack are its prompts, in pack_position order. */
export interface TemplateImagesTable {
  id: Generated<number>;
  file_id: Generated<string>;
  category_id: number;
  class: TemplateClassValue;
  prompt: string;
  storage_key: string;
  moderation_status: Generated<ModerationStatusValue>;
  pack_id: ColumnType<number | null, number | null | undefined, number | null>;
  pack_position: ColumnType<number | null, number | null | undefined, number | null>;
  created_by: ColumnType<number | null, number | null | undefined, number | null>;
  created_at: CreatedAt;
}

export type PackGenerationStatusValue = 'running' | 'success' | 'partial' | 'failed';

export interface PackGenerationsTable {
  id: Generated<number>;
  account_id: number;
  pack_id: number;
  /** Null once its model is deleted and the user kept the photos: the album stays (migration 0027). */
  model_id: number | null;
  pack_purchase_id: number | null;
  credits_spent: number;
  refund_per_failed_image: number;
  image_count: number;
  pending_count: number;
  failed_count: Generated<number>;
  status: Generated<PackGenerationStatusValue>;
  created_at: CreatedAt;
  finished_at: NullableTimestamp;
}

export interface PackGenerationSlotsTable {
  id: Generated<number>;
  pack_generation_id: number;
  position: number;
  prompt: string;
  status: Generated<'queued' | 'done' | 'failed'>;
  image_id: number | null;
  error: string | null;
  finished_at: NullableTimestamp;
  /** The slot's image that missed the likeness threshold, once it has its free replacement (migration 0021). */
  missed_image_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** Set once: a slot gets at most one free replacement. */
  replacement_claimed: Generated<boolean>;
}
