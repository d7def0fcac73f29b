import nodemailer from 'nodemailer';
import type { MailTransport } from './mail.types.js';

export function createSmtpTransport(smtpUrl: string): MailTransport {
  const transporter = nodemailer.createTransport(smtpUrl);
  return {
    name: 'smtp',
    async deliver(message) {
      await transporter.sendMail(message);
    },
  };
}
