import { escapeHtml } from '../html/escape-html.js';
import type { MailMessage } from './mail.types.js';

/** A short friendly message in paragraphs, as plain text and simple HTML (everything shown is escaped). */
export function paragraphMail(to: string, subject: string, paragraphs: string[]): MailMessage {
  const text = ['Hi,', '', ...paragraphs.flatMap((p) => [p, '']), 'The AI Photographer team'].join('\n');
  const html = ['<div style="font-family: Arial, sans-serif; font-size: 15px; line-height: 1.5; color: #222">', '<p>Hi,</p>',
    ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`), '<p>The AI Photographer team</p>', '</div>'].join('\n');
  return { to, subject, text, html };
}
