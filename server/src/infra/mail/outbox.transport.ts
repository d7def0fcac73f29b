import type { Logger } from '../../kernel/logger.js';
import type { MailTransport } from './mail.types.js';

/** Development and tests: the message stays in the outgoing_mail table (listed at GET /dev/mail) and the log. */
export function createOutboxTransport(log: Logger): MailTransport {
  return {
    name: 'outbox',
    async deliver(message) {
      log.info({ to: message.to, subject: message.subject, text: message.text }, 'mail (outbox)');
    },
  };
}
