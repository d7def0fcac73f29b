// Accounts and what identifies a person: sessions, codes, sign-in, analytics, messages, exports.
import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, Timestamp, NullableTimestamp } from './columns.js';
import type { PersonaValue } from '../../../kernel/persona.js';

export type { PersonaValue };

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

export interface ContactMessagesTable {
  id: Generated<number>;
  account_id: number | null;
  email: string;
  type: string;
  message: string;
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
