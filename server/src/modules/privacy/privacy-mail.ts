import type { MailMessage } from '../../infra/mail/mail.types.js';
import { paragraphMail } from '../../infra/mail/paragraph-mail.js';

export function exportReadyMail(to: string, link: string, hours: number): MailMessage {
  return paragraphMail(to, 'Your AI Photographer data is ready', [
    'The copy of your data you asked for is ready: every photo you own and a JSON file with your account, models, purchases and credit history.',
    `Download it here (the link works for ${hours} hours, then the file is deleted): ${link}`,
    'If you did not ask for this, please change your password and write to us.',
  ]);
}

export function deleteAccountCodeMail(to: string, code: string): MailMessage {
  return paragraphMail(to, 'Your code to delete your AI Photographer account', [
    `Your code is ${code}. Enter it on the account page to delete your account; it works for 15 minutes.`,
    'If you did not ask to delete your account, ignore this e-mail: nothing changes.',
  ]);
}
