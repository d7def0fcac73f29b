import type { AppConfig } from '../../config/config.js';
import type { Db } from '../../infra/db/database.js';
import { createTransaction } from '../../infra/db/transaction.js';
import type { Mailer } from '../../infra/mail/mailer.js';
import type { RateLimiter } from '../../infra/rate-limit/rate-limiter.js';
import { createContactRepository } from './contact.repository.js';
import { createContactService } from './contact.service.js';

/** The contact form, wired once by the container. */
export function createContactComponents(deps: { config: AppConfig; db: Db; mailer: Mailer; rateLimiter: RateLimiter }) {
  return {
    contactService: createContactService({
      contact: createContactRepository(deps.db),
      mailer: deps.mailer,
      rateLimiter: deps.rateLimiter,
      transaction: createTransaction(deps.db),
      supportAddress: deps.config.supportEmails.payments,
    }),
  };
}
export type ContactComponents = ReturnType<typeof createContactComponents>;
