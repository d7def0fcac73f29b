import type { AppConfig } from '../../config/config.js';
import type { Mailer } from '../../infra/mail/mailer.js';
import { packReadyMail } from './pack-mail.js';
import type { PackGenerationsRepository } from './pack-generations.repository.js';

/**
 * The `pack.ready-mail` job: tells the owner their pack is ready, so they can close the page while it
 * is made. Runs once per generation (the job's singleton key); a generation not finished yet is left alone.
 */
export function createPackReadyMailer(deps: {
  generations: Pick<PackGenerationsRepository, 'finishedFacts'>;
  mailer: Mailer;
  config: Pick<AppConfig, 'publicUrl' | 'basePath' | 'supportEmails'>;
}) {
  return {
    async send(generationId: number): Promise<void> {
      const facts = await deps.generations.finishedFacts(generationId);
      if (!facts || facts.pendingCount > 0) return;
      const link = `${deps.config.publicUrl}${deps.config.basePath}/pack-generated/${generationId}`;
      await deps.mailer.send(packReadyMail(facts, link, deps.config.supportEmails.models));
    },
  };
}
export type PackReadyMailer = ReturnType<typeof createPackReadyMailer>;
