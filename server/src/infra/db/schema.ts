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
  purpose: 'activation' | 'reset-password';
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
  created_at: CreatedAt;
  started_at: NullableTimestamp;
  finished_at: NullableTimestamp;
  completion_seen: Generated<boolean>;
}

export interface TrainingPhotosTable {
  id: Generated<number>;
  model_id: number;
  position: number;
  storage_key: string;
  width: number;
  height: number;
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
  rate_limit_windows: RateLimitWindowsTable;
  analytics_events: AnalyticsEventsTable;
  models: ModelsTable;
  training_photos: TrainingPhotosTable;
}
