import type { PersonaValue } from './persona.js';

/**
 * The signed-in account as every request sees it: the session and the account row are read once per
 * request, in one query, when the request arrives. Calls that only show the account (account-info,
 * gen-status) read these fields instead of reading the row again; anything that changes the account or
 * spends credits reads and locks the row in its own transaction.
 */
export interface SessionAccount {
  id: number;
  email: string;
  isAdmin: boolean;
  /** sha256 of the session token, to revoke this very session. */
  sessionTokenHash: string;
  firstName: string | null;
  lastName: string | null;
  persona: PersonaValue | null;
  mockMode: boolean;
  rulesAcceptedAt: Date | null;
  /** The maintained ledger balance (accounts.credit_balance) when the request arrived. */
  creditBalance: number;
}

/** The signed-in account behind a session token hash with its call's facts, or null when not signed in. */
export type SessionLookup<F> = (tokenHash: string) => Promise<{ account: SessionAccount; facts: F } | null>;
