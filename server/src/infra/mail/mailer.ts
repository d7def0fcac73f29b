import type { Db } from '../db/database.js';
import type { JobQueue } from '../jobs/job-queue.js';
import type { MailRepository } from './mail.repository.js';
import type { MailMessage, MailTransport } from './mail.types.js';
import { withSupportLine } from './support-line.js';

/**
 * Sending is durable: the message is stored (in the caller's transaction when given) and a job
 * delivers it, retrying with backoff; a delivered message is never sent twice. Each one says where to
 * write for help (`support`: SUPPORT_EMAIL and the help page's two addresses).
 */
export function createMailer(deps: {
  mail: MailRepository; queue: JobQueue; transport: MailTransport; from: string;
  support: { email: string; addresses: readonly string[] };
}) {
  return {
    async send(message: MailMessage, trx?: Db): Promise<void> {
      const mailId = await deps.mail.store(withSupportLine(message, deps.support.email, deps.support.addresses), trx);
      await deps.queue.enqueue('mail.deliver', { mailId }, { singletonKey: `mail:${mailId}` }, trx);
    },
    async deliver(mailId: number): Promise<void> {
      const row = await deps.mail.find(mailId);
      if (!row || row.sent_at) return;
      try {
        await deps.transport.deliver({ from: deps.from, to: row.to_address, subject: row.subject, text: row.text_body, html: row.html_body });
        await deps.mail.markSent(mailId);
      } catch (error) {
        await deps.mail.markFailed(mailId, error instanceof Error ? error.message : String(error));
        throw error;
      }
    },
  };
}
export type Mailer = ReturnType<typeof createMailer>;
