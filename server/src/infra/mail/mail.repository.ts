import type { Db } from '../db/database.js';
import type { MailMessage } from './mail.types.js';

export function createMailRepository(db: Db) {
  return {
    async store(message: MailMessage, trx: Db = db): Promise<number> {
      const row = await trx
        .insertInto('outgoing_mail')
        .values({ to_address: message.to, subject: message.subject, text_body: message.text, html_body: message.html })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },
    async find(id: number) {
      return db.selectFrom('outgoing_mail').selectAll().where('id', '=', id).executeTakeFirst();
    },
    async markSent(id: number) {
      await db.updateTable('outgoing_mail').set({ sent_at: new Date(), last_error: null }).where('id', '=', id).execute();
    },
    async markFailed(id: number, error: string) {
      await db.updateTable('outgoing_mail').set({ last_error: error }).where('id', '=', id).execute();
    },
    async listRecent(limit = 100) {
      return db.selectFrom('outgoing_mail').selectAll().orderBy('id', 'desc').limit(limit).execute();
    },
  };
}
export type MailRepository = ReturnType<typeof createMailRepository>;
