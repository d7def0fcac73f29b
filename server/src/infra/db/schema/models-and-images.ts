// Personal models, their training, and the images made with them.
import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, NullableTimestamp } from './columns.js';

/** An engine's training states. */
export type TrainingStatusValue = 'starting' | 'processing' | 'succeeded' | 'failed' | 'canceled';
/** A model's: before its training, an upload of several people waits for the user (migration 0025). */
export type ModelStatusValue = 'awaiting-confirmation' | TrainingStatusValue;

export interface ModelsTable {
  id: Generated<number>;
  public_id: string;
  account_id: number;
  name: string;
  class: string;
  characteristics: Generated<string>;
  type: Generated<'flux-lora'>;
  status: Generated<ModelStatusValue>;
  trigger_word: string;
  engine: string;
  external_id: string | null;
  trained_version: string | null;
  weights_url: string | null;
  main_image_key: string | null;
  failure_reason: string | null;
  poll_count: Generated<number>;
  /** The engine's last reported progress of a running training (steps or seconds), migration 0016. */
  progress_done: number | null;
  progress_total: number | null;
  progress_at: NullableTimestamp;
  created_at: CreatedAt;
  started_at: NullableTimestamp;
  finished_at: NullableTimestamp;
  completion_seen: Generated<boolean>;
  /** When the retention sweep deleted its training photos (migration 0022); the model keeps working. */
  photos_deleted_at: NullableTimestamp;  /** The mean face description of its training photos (migration 0021, docs/likeness.md); null: none. */
  face_reference: ColumnType<number[] | null, number[] | null | undefined, number[] | null>;
  /** Photos that do not look like the main one, by 1-based position (migration 0024); null: not checked yet. */
  look_alike_outliers: ColumnType<number[] | null, number[] | null | undefined, number[] | null>;
  /** When the user confirmed that photos of several faces all show them ("These are all me", migration 0025). */
  identity_confirmed_at: NullableTimestamp;
}

/** A self-hosted Cog trainer's last reported state per training (migration 0008): its webhooks are its only report. */
export interface CogTrainingsTable {
  id: string;
  status: TrainingStatusValue;
  weights_url: string | null;
  error: string | null;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface TrainingPhotosTable {
  id: Generated<number>;
  model_id: number;
  position: number;
  storage_key: string;
  width: number;
  height: number;
}

export type GenerationStatusValue = 'running' | 'succeeded' | 'partial' | 'failed';

export interface GenerationsTable {
  id: Generated<number>;
  account_id: number;
  model_id: number | null;
  prompt: string;
  image_count: number;
  engine: string | null;
  status: Generated<GenerationStatusValue>;
  failed_count: Generated<number>;
  error: string | null;
  created_at: CreatedAt;
  finished_at: NullableTimestamp;
  /** The template image it was made from (template-image-service), migration 0017. */
  template_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** A gen call's images, or one edited or filtered copy of an image (migration 0018). */
  kind: Generated<GenerationKindValue>;
}

export interface ImagesTable {
  id: Generated<number>;
  file_id: string;
  account_id: number;
  model_id: number | null;
  generation_id: number | null;
  storage_key: string;
  prompt: string;
  is_liked: Generated<boolean>;
  is_deleted: Generated<boolean>;
  deleted_at: NullableTimestamp;
  created_at: CreatedAt;
  /** Where the image came from (migration 0018): made from a prompt, edited, filtered or uploaded. */
  origin: Generated<ImageOriginValue>;
  /** The image an edit or filter started from; null otherwise (or once that image is gone). */
  source_image_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** The likeness score (migration 0021, docs/likeness.md): its state, the score in [0, 1], a miss. */
  likeness_status: Generated<LikenessStatusValue>;
  likeness: ColumnType<number | null, number | null | undefined, number | null>;
  likeness_miss: Generated<boolean>;
  likeness_scored_at: NullableTimestamp;
  /** What a miss gave back (migration 0025): null unless a miss. */
  likeness_refund: ColumnType<LikenessRefundValue | null, LikenessRefundValue | null | undefined, LikenessRefundValue | null>;
  /** The engine that made it (mock, replicate, cog); null before migration 0021 and for uploads. */
  engine: ColumnType<string | null, string | null | undefined, string | null>;
}

export type LikenessStatusValue = 'pending' | 'scored' | 'no-face' | 'unscored';

/** refunded: within the account's cap; over-cap: flagged, not refunded; not-refundable: an edit, a filter, a free replacement; replaced: a pack photo whose slot got its free replacement. */
export type LikenessRefundValue = 'refunded' | 'over-cap' | 'not-refundable' | 'replaced';

export type ImageOriginValue = 'generated' | 'edit' | 'filter' | 'upload';

export type GenerationKindValue = 'generate' | 'edit' | 'filter';

/** What a deleted model left at the provider and in storage, until the deletion job removed it (migration 0022). */
export interface ModelDeletionsTable {
  id: Generated<number>;
  account_id: number;
  model_public_id: string;
  engine: string;
  external_id: string | null;
  in_training: boolean;
  trained_version: string | null;
  weights_url: string | null;
  storage_keys: ColumnType<string[], string, string>;
  created_at: CreatedAt;
}
