import type { Db } from '../../infra/db/database.js';

/** Messages sent to support from the site (table `contact_messages`). */
export function createContactRepository(db: Db) {
  return {
    async insert(message: { accountId: number; email: string; type: string; message: string }, trx: Db = db): Promise<number> {
      const row = await trx.insertInto('contact_messages')
        .values({ account_id: message.accountId, email: message.email, type: message.type, message: message.message })
        .returning('id').executeTakeFirstOrThrow();
      return row.id;
    },
  };
}
export type ContactRepository = ReturnType<typeof createContactRepository>;
