import type { Db } from '../../src/infra/db/database.js';
import type { MailMessage } from '../../src/infra/mail/mail.types.js';
import type { Mailer } from '../../src/infra/mail/mailer.js';
import { insertRow, type InMemoryDatabase } from './in-memory-database.js';

/** The durable mailer's outbox: a message sent in a transaction that fails is not sent. */
export function createInMemoryMailer(db: InMemoryDatabase) {
  const sent: MailMessage[] = [];
  const mailer = {
    async send(message: MailMessage, trx?: Db): Promise<void> {
      insertRow(db, sent, message, trx);
    },
    deliver: async (_mailId: number): Promise<void> => undefined,
  } satisfies Mailer;
  return { mailer, sent };
}
