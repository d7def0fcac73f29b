import type { MailMessage } from '../../infra/mail/mail.types.js';
import { escapeHtml } from '../../infra/html/escape-html.js';

const PRODUCT = 'AI Photographer';

/** One friendly message with a single call-to-action link, as plain text and simple HTML. */
function linkMail(to: string, subject: string, paragraphs: string[], action: string, link: string, footer: string): MailMessage {
  const text = ['Hi,', '', ...paragraphs.flatMap((p) => [p, '']), `${action}: ${link}`, '', footer, '', `The ${PRODUCT} team`].join('\n');
  const html = [
    '<div style="font-family: Arial, sans-serif; font-size: 15px; line-height: 1.5; color: #222">',
    '<p>Hi,</p>',
    ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    `<p><a href="${escapeHtml(link)}" style="display: inline-block; padding: 10px 18px; background: #5b4cf0; color: #fff; border-radius: 6px; text-decoration: none">${escapeHtml(action)}</a></p>`,
    `<p style="font-size: 13px; color: #666">If the button does not work, copy this link into your browser:<br>${escapeHtml(link)}</p>`,
    `<p style="font-size: 13px; color: #666">${escapeHtml(footer)}</p>`,
    `<p>The ${PRODUCT} team</p>`,
    '</div>',
  ].join('\n');
  return { to, subject, text, html };
}

export function activationMail(to: string, link: string): MailMessage {
  return linkMail(
    to,
    `Confirm your email for ${PRODUCT}`,
    [`Welcome to ${PRODUCT}! Please confirm your email address to finish creating your account.`, 'The link works for 24 hours.'],
    'Confirm my email',
    link,
    'If you did not sign up, you can safely ignore this email.',
  );
}

export function resetPasswordMail(to: string, link: string, reason: 'reset' | 'change'): MailMessage {
  const opening = reason === 'reset'
    ? `We received a request to reset the password of your ${PRODUCT} account.`
    : `You asked to change the password of your ${PRODUCT} account.`;
  return linkMail(
    to,
    reason === 'reset' ? `Reset your ${PRODUCT} password` : `Change your ${PRODUCT} password`,
    [opening, 'Click the link below to choose a new password. The link works for 1 hour and can be used once.'],
    'Choose a new password',
    link,
    'If you did not ask for this, you can safely ignore this email: your password stays the same.',
  );
}
