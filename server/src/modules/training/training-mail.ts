import type { MailMessage } from '../../infra/mail/mail.types.js';

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function mail(to: string, subject: string, paragraphs: string[]): MailMessage {
  const text = ['Hi,', '', ...paragraphs.flatMap((p) => [p, '']), 'The AI Photographer team'].join('\n');
  const html = ['<div style="font-family: Arial, sans-serif; font-size: 15px; line-height: 1.5; color: #222">', '<p>Hi,</p>',
    ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`), '<p>The AI Photographer team</p>', '</div>'].join('\n');
  return { to, subject, text, html };
}

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
