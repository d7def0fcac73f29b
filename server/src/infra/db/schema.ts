import type { ColumnType, Generated } from 'kysely';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type Timestamp = ColumnType<Date, Date | string, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

export type PersonaValue = 'influencer' | 'professional' | 'single' | 'unknown';

export interface AccountsTable {
  id: Generated<number>;
  email: string;
  first_name: string | null;
  last_name: string | null;
  persona: PersonaValue | null;
  referred_from: string | null;
  password_hash: string | null;
  status: Generated<'pending' | 'active'>;
  is_admin: Generated<boolean>;
  mock_mode: Generated<boolean>;
  rules_accepted_at: NullableTimestamp;
  created_at: CreatedAt;
  activated_at: NullableTimestamp;
  latest_model_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** The sum of the account's credit_ledger rows, kept by the ledger repository in the posting's transaction. */
  credit_balance: Generated<number>;
  /** Set when the account was deleted (migration 0022): the row stays as a tombstone for the ledger and payments. */
  deleted_at: NullableTimestamp;
}

export interface SessionsTable {
  token_hash: string;
  account_id: number;
  created_at: CreatedAt;
  expires_at: Timestamp;
  revoked_at: NullableTimestamp;
}

export interface OneTimeCodesTable {
  id: Generated<number>;
  account_id: number;
  purpose: 'activation' | 'reset-password' | 'delete-account';
  code_hash: string;
  created_at: CreatedAt;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
}

export interface GoogleIdentitiesTable {
  subject: string;
  account_id: number;
  created_at: CreatedAt;
}

export interface GooglePendingSignupsTable {
  token_hash: string;
  subject: string;
  email: string;
  first_name: string;
  last_name: string;
  persona: PersonaValue | null;
  expires_at: Timestamp;
}

export interface RefereesTable {
  reference: string;
  display_name: string;
  sort_order: number;
}

export interface CreditLedgerTable {
  id: Generated<number>;
  account_id: number;
  amount: number;
  reason: string;
  idempotency_key: string;
  reference: string | null;
  created_at: CreatedAt;
}

export interface OutgoingMailTable {
  id: Generated<number>;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  created_at: CreatedAt;
  sent_at: NullableTimestamp;
  last_error: string | null;
}

export interface JobsTable {
  id: Generated<number>;
  name: string;
  payload: ColumnType<unknown, string, string>;
  singleton_key: string | null;
  status: Generated<'queued' | 'running' | 'done' | 'failed'>;
  attempts: Generated<number>;
  max_attempts: Generated<number>;
  run_at: ColumnType<Date, Date | string | undefined, Date | string>;
  locked_until: NullableTimestamp;
  last_error: string | null;
  created_at: CreatedAt;
  finished_at: NullableTimestamp;
}

/** One row per periodic sweep: the latest run's start, claimed by one worker per interval (migration 0023). */
export interface PeriodicRunsTable {
  name: string;
  started_at: Timestamp;
  run_by: string;
}

export interface RateLimitWindowsTable {
  key: string;
  window_start: Timestamp;
  hits: number;
}

export interface AnalyticsEventsTable {
  id: Generated<number>;
  event_type: 'impression' | 'conversion' | 'other';
  page_path: string;
  funnel_name: string;
  funnel_step: string;
  metadata: ColumnType<unknown, string, string>;
  is_mobile_device: boolean;
  device_type: 'mobile' | 'desktop';
  funnel_version: number;
  funnel_step_version: number;
  persona: string | null;
  referral_id: string | null;
  session_id: string | null;
  account_id: number | null;
  created_at: CreatedAt;
}

export type ModelStatusValue = 'starting' | 'processing' | 'succeeded' | 'failed' | 'canceled';

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
}

/** A self-hosted Cog trainer's last reported state per training (migration 0008): its webhooks are its only report. */
export interface CogTrainingsTable {
  id: string;
  status: ModelStatusValue;
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
  /** The engine that made it (mock, replicate, cog); null before migration 0021 and for uploads. */
  engine: ColumnType<string | null, string | null | undefined, string | null>;
}

export type LikenessStatusValue = 'pending' | 'scored' | 'no-face' | 'unscored';
export type ImageOriginValue = 'generated' | 'edit' | 'filter' | 'upload';
export type GenerationKindValue = 'generate' | 'edit' | 'filter';

export type PaymentKind = 'payg' | 'subscription' | 'photo-pack' | 'plan-upgrade';
export type PaymentProviderName = 'local' | 'stripe';
export type PaymentStatus = 'pending' | 'fulfilled' | 'cancelled' | 'refunded';

export interface PackagesTable {
  id: Generated<number>;
  reference: string;
  title: string;
  emoji: Generated<string>;
  type: 'subscription' | 'payg';
  price_cents: number;
  old_price_cents: number | null;
  credits: number;
  is_most_popular: Generated<boolean>;
  is_active: Generated<boolean>;
  sort_order: Generated<number>;
}

export interface PaymentsTable {
  id: string;
  account_id: number;
  kind: PaymentKind;
  item_reference: string;
  pack_id: number | null;
  title: string;
  credits: Generated<number>;
  amount_cents: number;
  currency: Generated<string>;
  provider: PaymentProviderName;
  provider_session_id: string | null;
  status: Generated<PaymentStatus>;
  originating_page_path: Generated<string>;
  created_at: CreatedAt;
  fulfilled_at: NullableTimestamp;
}

export interface SubscriptionsTable {
  account_id: number;
  package_reference: string;
  provider: PaymentProviderName;
  provider_subscription_id: string | null;
  provider_customer_id: string | null;
  status: string;
  cancel_at_period_end: Generated<boolean>;
  current_period_end: Timestamp;
  /** The most plan credits granted in the current billing period: an upgrade grants only what is above it. */
  period_credits_granted: Generated<number>;
  /** Set while a plan change is under way, so a second one waits its turn. */
  plan_change_started_at: NullableTimestamp;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface KnownDevicesTable {
  token_hash: string;
  account_id: number;
  created_at: CreatedAt;
  last_used_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface SignInFailuresTable {
  email: string;
  failures: number;
  last_failure_at: Timestamp;
}

export interface StripeEventsTable {
  id: string;
  type: string;
  received_at: CreatedAt;
}

export interface ContactMessagesTable {
  id: Generated<number>;
  account_id: number | null;
  email: string;
  type: string;
  message: string;
  created_at: CreatedAt;
}

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

export interface PackPurchasesTable {
  id: Generated<number>;
  account_id: number;
  pack_id: number;
  payment_id: string;
  created_at: CreatedAt;
}

export type PackGenerationStatusValue = 'running' | 'success' | 'partial' | 'failed';

export interface PackGenerationsTable {
  id: Generated<number>;
  account_id: number;
  pack_id: number;
  model_id: number;
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

/** An offer and the credits it awards (migration 0019); reddit_share is seeded. */
export interface OfferTypesTable {
  id: string;
  credits_amount: number;
  is_active: Generated<boolean>;
}

export type ShareHostValue = 'local' | 'imgur';

/** An image prepared for Reddit: a public copy on the share host (migration 0019). */
export interface OfferShareUploadsTable {
  id: Generated<number>;
  account_id: number;
  image_id: number;
  host: ShareHostValue;
  hosted_url: string;
  storage_key: ColumnType<string | null, string | null | undefined, string | null>;
  host_reference: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: CreatedAt;
}

export type OfferClaimStatusValue = 'pending' | 'granted' | 'dropped';

/** A verified share whose credits are pending, granted or dropped (migration 0019). */
export interface OfferClaimsTable {
  id: Generated<number>;
  account_id: number;
  offer_type_id: string;
  upload_id: number;
  image_id: number;
  post_id: string;
  post_url: string;
  subreddit: string;
  author: string | null;
  credits: number;
  status: Generated<OfferClaimStatusValue>;
  created_at: CreatedAt;
  settled_at: NullableTimestamp;
  check_locked_until: NullableTimestamp;
  last_check_error: ColumnType<string | null, string | null | undefined, string | null>;
}

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

/** A data export zip in storage and how long its e-mailed link lasts (migration 0022). */
export interface DataExportsTable {
  id: Generated<number>;
  account_id: number;
  storage_key: string;
  status: Generated<'building' | 'ready'>;
  created_at: CreatedAt;
  expires_at: Timestamp;
}

export interface DB {
  accounts: AccountsTable;
  sessions: SessionsTable;
  one_time_codes: OneTimeCodesTable;
  google_identities: GoogleIdentitiesTable;
  google_pending_signups: GooglePendingSignupsTable;
  referees: RefereesTable;
  credit_ledger: CreditLedgerTable;
  outgoing_mail: OutgoingMailTable;
  jobs: JobsTable;
  periodic_runs: PeriodicRunsTable;
  rate_limit_windows: RateLimitWindowsTable;
  analytics_events: AnalyticsEventsTable;
  models: ModelsTable;
  training_photos: TrainingPhotosTable;
  cog_trainings: CogTrainingsTable;
  packages: PackagesTable;
  payments: PaymentsTable;
  subscriptions: SubscriptionsTable;
  stripe_events: StripeEventsTable;
  known_devices: KnownDevicesTable;
  sign_in_failures: SignInFailuresTable;
  contact_messages: ContactMessagesTable;
  generations: GenerationsTable;
  images: ImagesTable;
  photo_packs: PhotoPacksTable;
  template_categories: TemplateCategoriesTable;
  template_images: TemplateImagesTable;
  pack_purchases: PackPurchasesTable;
  pack_generations: PackGenerationsTable;
  pack_generation_slots: PackGenerationSlotsTable;
  offer_types: OfferTypesTable;
  offer_share_uploads: OfferShareUploadsTable;
  offer_claims: OfferClaimsTable;
  model_deletions: ModelDeletionsTable;
  data_exports: DataExportsTable;
}
