import type { MailMessage } from '../../infra/mail/mail.types.js';
import { paragraphMail as mail } from '../../infra/mail/paragraph-mail.js';

export function modelReadyMail(to: string, modelName: string, link: string): MailMessage {
  return mail(to, `Your model ${modelName} is ready`, [
    `Your model ${modelName} has finished training and is ready to use.`,
    `Create your first photos: ${link}`,
  ]);
}

export function modelFailedMail(to: string, modelName: string, credits: number, supportEmail: string): MailMessage {
  return mail(to, `Training of your model ${modelName} failed`, [
    `Unfortunately the training of your model ${modelName} has failed.`,
    `The ${credits} credits it used have been returned to your account. Please contact support at ${supportEmail} if you need help.`,
  ]);
}
