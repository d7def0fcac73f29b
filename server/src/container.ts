import type { FastifyBaseLogger as Logger } from 'fastify';
import type { AppConfig } from './config/config.js';
import type { Database } from './infra/db/database.js';
import { JobQueue, type JobHandlers } from './infra/jobs/job-queue.js';
import { createMailTransport } from './infra/mail/mail.factory.js';
import { createMailRepository } from './infra/mail/mail.repository.js';
import { createMailer } from './infra/mail/mailer.js';

/**
 * Wires adapters, repositories and services once; routes, workers, CLI tools and tests all take
 * what they need from here. Modules add their own pieces in `modules/<name>/<name>.module.ts`.
 */
export function createContainer(config: AppConfig, database: Database, log: Logger) {
  const db = database.db;
  const queue = new JobQueue(db, log);
  const mailRepository = createMailRepository(db);
  const mailer = createMailer({
    mail: mailRepository,
    queue,
    transport: createMailTransport(config.mail, log),
    from: config.mail.from,
  });
  return { config, database, db, log, queue, mailRepository, mailer };
}
export type Container = ReturnType<typeof createContainer>;

/** One handler per job name; the type makes a missing one a compile error. */
export function jobHandlers(container: Container): JobHandlers {
  return {
    'mail.deliver': ({ mailId }) => container.mailer.deliver(mailId),
  };
}
