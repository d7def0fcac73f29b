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
}
