import type { Db } from '../../infra/db/database.js';
import type { PersonaValue } from '../../infra/db/schema.js';

export interface ActivationDetails {
  firstName: string;
  lastName: string;
  referredFrom: string;
  passwordHash: string;
}

export function createAccountRepository(db: Db) {
  return {
    async findByEmail(email: string, trx: Db = db) {
      return trx.selectFrom('accounts').selectAll().where('email', '=', email).executeTakeFirst();
    },
    async findById(id: number, trx: Db = db) {
      return trx.selectFrom('accounts').selectAll().where('id', '=', id).executeTakeFirst();
    },
    /** Locks the row until the transaction ends, so two requests for one account take turns. */
    async lockById(id: number, trx: Db) {
      return trx.selectFrom('accounts').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
    },
    /** Creates the pending account, or returns the existing one untouched when the address is taken. */
    async createPending(email: string, persona: PersonaValue | null, trx: Db = db) {
      await trx.insertInto('accounts').values({ email, persona }).onConflict((oc) => oc.column('email').doNothing()).execute();
      return trx.selectFrom('accounts').selectAll().where('email', '=', email).forUpdate().executeTakeFirstOrThrow();
    },
    async setPersona(id: number, persona: PersonaValue, trx: Db = db): Promise<void> {
      await trx.updateTable('accounts').set({ persona }).where('id', '=', id).execute();
    },
    async activate(id: number, details: ActivationDetails, persona: PersonaValue | null, trx: Db = db) {
      return trx
        .updateTable('accounts')
        .set((eb) => ({
          first_name: details.firstName,
          last_name: details.lastName,
          referred_from: details.referredFrom,
          password_hash: details.passwordHash,
          status: 'active',
          activated_at: new Date(),
          persona: eb.fn.coalesce('persona', eb.val(persona)),
        }))
        .where('id', '=', id)
        .returning(['id', 'persona'])
        .executeTakeFirstOrThrow();
    },
    async createActive(email: string, details: ActivationDetails, persona: PersonaValue | null, trx: Db = db) {
      return trx
        .insertInto('accounts')
        .values({
          email,
          persona,
          first_name: details.firstName,
          last_name: details.lastName,
          referred_from: details.referredFrom,
          password_hash: details.passwordHash,
          status: 'active',
          activated_at: new Date(),
        })
        .returning(['id', 'persona'])
        .executeTakeFirstOrThrow();
    },
    async setPasswordHash(id: number, passwordHash: string, trx: Db = db): Promise<void> {
      await trx.updateTable('accounts').set({ password_hash: passwordHash }).where('id', '=', id).execute();
    },
    async listReferees() {
      return db.selectFrom('referees').select(['reference', 'display_name']).orderBy('sort_order').orderBy('reference').execute();
    },
    async refereeExists(reference: string): Promise<boolean> {
      const row = await db.selectFrom('referees').select('reference').where('reference', '=', reference).executeTakeFirst();
      return Boolean(row);
    },
  };
}
export type AccountRepository = ReturnType<typeof createAccountRepository>;
