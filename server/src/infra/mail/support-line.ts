import { escapeHtml } from '../html/escape-html.js';
import type { MailMessage } from './mail.types.js';

/**
 * Every e-mail says where to write for help (SUPPORT_EMAIL): a last line, unless the message already names a
 * support address (a receipt names the payments one) or goes to support itself (a contact message).
 */
export function withSupportLine(message: MailMessage, supportEmail: string, supportAddresses: readonly string[]): MailMessage {
  const addresses = [supportEmail, ...supportAddresses];
  if (addresses.includes(message.to) || addresses.some((address) => message.text.includes(address))) return message;
  const line = `Questions? Write to ${supportEmail}.`;
  const html = `<p style="font-family: Arial, sans-serif; font-size: 13px; color: #666">Questions? Write to <a href="mailto:${escapeHtml(supportEmail)}">${escapeHtml(supportEmail)}</a>.</p>`;
  return { ...message, text: `${message.text.replace(/\n*$/, '')}\n\n${line}\n`, html: `${message.html}\n${html}` };
}
