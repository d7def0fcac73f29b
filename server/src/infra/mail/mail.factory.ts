import type { Logger } from '../../kernel/logger.js';
import type { AppConfig } from '../../config/config.js';
import type { MailTransport } from './mail.types.js';
import { createOutboxTransport } from './outbox.transport.js';
import { createSmtpTransport } from './smtp.transport.js';

export function createMailTransport(config: AppConfig['mail'], log: Logger): MailTransport {
  switch (config.transport) {
    case 'outbox':
      return createOutboxTransport(log);
    case 'smtp':
      if (!config.smtpUrl) throw new Error('SMTP_URL is required for MAIL_TRANSPORT=smtp');
      return createSmtpTransport(config.smtpUrl);
    default:
      throw new Error(`unknown mail transport ${String(config.transport)}`);
  }
}
