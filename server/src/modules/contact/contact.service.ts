import { CONTACT_SUCCESS_MESSAGE } from 'api-client';
import type { Db } from '../../infra/db/database.js';
import type { Mailer } from '../../infra/mail/mailer.js';
import type { RateLimiter } from '../../infra/rate-limit/rate-limiter.js';
import type { ContactRepository } from './contact.repository.js';
import { escapeHtml } from '../../infra/html/escape-html.js';


export interface ContactServiceDeps {
  contact: ContactRepository;
  mailer: Mailer;
  rateLimiter: RateLimiter;
  transaction: <T>(work: (trx: Db) => Promise<T>) => Promise<T>;
  /** The payments, subscriptions and accounts support address (SUPPORT_EMAIL_PAYMENTS). */
  supportAddress: string;
}

/**
 * contact-service/send-message: the question is stored and mailed to the payments support address in
 * one transaction (the mail is delivered by a job, with retries), so it is never lost half-way.
 */
export function createContactService(deps: ContactServiceDeps) {
  return {
    async send(sender: { id: number; email: string }, input: { message: string; type: string }): Promise<{ status: 'success'; message: string }> {
      await deps.rateLimiter.consume(`contact:${sender.id}`);
      await deps.transaction(async (trx) => {
        const id = await deps.contact.insert({ accountId: sender.id, email: sender.email, type: input.type, message: input.message }, trx);
        await deps.mailer.send({
          to: deps.supportAddress,
          subject: `[${input.type}] Question from ${sender.email} (#${id})`,
          text: `From: ${sender.email} (account ${sender.id})\nPage: ${input.type}\n\n${input.message}\n`,
          html: `<p>From: ${escapeHtml(sender.email)} (account ${sender.id})<br>Page: ${escapeHtml(input.type)}</p><p style="white-space:pre-wrap">${escapeHtml(input.message)}</p>`,
        }, trx);
      });
      return { status: 'success', message: CONTACT_SUCCESS_MESSAGE };
    },
  };
}
export type ContactService = ReturnType<typeof createContactService>;
