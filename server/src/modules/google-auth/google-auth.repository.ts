import { sql, type Selectable } from 'kysely';
import type { Db } from '../../infra/db/database.js';
import type { GooglePendingSignupsTable, PersonaValue } from '../../infra/db/schema.js';

export interface PendingSignup {
  subject: string;
  email: string;
  firstName: string;
  lastName: string;
  persona: PersonaValue | null;
}

function toPending(row: Selectable<GooglePendingSignupsTable>): PendingSignup {
  return { subject: row.subject, email: row.email, firstName: row.first_name, lastName: row.last_name, persona: row.persona };
}

export function createGoogleAuthRepository(db: Db) {
  return {
    async accountIdForSubject(subject: string): Promise<number | null> {
      const row = await db.selectFrom('google_identities').select('account_id').where('subject', '=', subject).executeTakeFirst();
      return row?.account_id ?? null;
    },
    /** Links a Google subject to an account; an account already linked to another subject keeps that one. */
    async link(subject: string, accountId: number, trx: Db = db): Promise<void> {
      await trx.insertInto('google_identities').values({ subject, account_id: accountId }).onConflict((oc) => oc.doNothing()).execute();
    },
    async storePending(tokenHash: string, signup: PendingSignup, expiresAt: Date): Promise<void> {
      await db.deleteFrom('google_pending_signups').where('expires_at', '<', sql<Date>`now()`).execute();
      await db.insertInto('google_pending_signups')
        .values({
          token_hash: tokenHash,
          subject: signup.subject,
          email: signup.email,
          first_name: signup.firstName,
          last_name: signup.lastName,
          persona: signup.persona,
          expires_at: expiresAt,
        })
        .execute();
    },
    async findPending(tokenHash: string, trx: Db = db): Promise<PendingSignup | null> {
      const row = await trx.selectFrom('google_pending_signups').selectAll()
        .where('token_hash', '=', tokenHash).where('expires_at', '>', sql<Date>`now()`)
        .executeTakeFirst();
      return row ? toPending(row) : null;
    },
    /** Removes the pending sign-up and returns it, so only one activation can use it. */
    async takePending(tokenHash: string, trx: Db): Promise<PendingSignup | null> {
      const row = await trx.deleteFrom('google_pending_signups')
        .where('token_hash', '=', tokenHash).where('expires_at', '>', sql<Date>`now()`)
        .returningAll()
        .executeTakeFirst();
      return row ? toPending(row) : null;
    },
  };
}
export type GoogleAuthRepository = ReturnType<typeof createGoogleAuthRepository>;
