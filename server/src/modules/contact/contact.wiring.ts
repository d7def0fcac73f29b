import type { AppConfig } from '../../config/config.js';
import type { Db } from '../../infra/db/database.js';
import type { Mailer } from '../../infra/mail/mailer.js';
import type { RateLimiter } from '../../infra/rate-limit/rate-limiter.js';
import { createContactRepository } from './contact.repository.js';
import { createContactService } from './contact.service.js';

export function createContactComponent(deps: { config: AppConfig; db: Db; mailer: Mailer; rateLimiter: RateLimiter }) {
  return createContactService({
    contact: createContactRepository(deps.db),
    mailer: deps.mailer,
    rateLimiter: deps.rateLimiter,
    transaction: (work) => deps.db.transaction().execute(work),
    supportAddress: deps.config.supportEmails.payments,
  });
}
