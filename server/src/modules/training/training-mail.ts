import type { MailMessage } from '../../infra/mail/mail.types.js';
import { paragraphMail as mail } from '../../infra/mail/paragraph-mail.js';

export function modelReadyMail(to: string, modelName: string, link: string): MailMessage {
  return mail(to, `Your model ${modelName} is ready`, [
    `Your model ${modelName} has finished training and is ready to use.`,
    `Create your first photos: ${link}`,
  ]);
}

/** What a failed training gave back: the credits it used, or the training a purchase included. */
export type TrainingGivenBack = { credits: number } | 'included-training' | null;

function givenBackText(givenBack: TrainingGivenBack): string {
  if (givenBack === 'included-training') return 'The training your purchase included is yours again: you can train a model once more at no cost.';
  if (givenBack === null) return 'It used no credits.';
  return `The ${givenBack.credits} credits it used have been returned to your account.`;
}

export function modelFailedMail(to: string, modelName: string, givenBack: TrainingGivenBack, supportEmail: string): MailMessage {
  return mail(to, `Training of your model ${modelName} failed`, [
    `Unfortunately the training of your model ${modelName} has failed.`,
    `${givenBackText(givenBack)} Please contact support at ${supportEmail} if you need help.`,
  ]);
}
