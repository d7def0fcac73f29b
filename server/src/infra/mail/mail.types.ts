export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Delivers one stored message; each transport wraps one way of sending (outbox log, SMTP). */
export interface MailTransport {
  readonly name: 'outbox' | 'smtp';
  deliver(message: MailMessage & { from: string }): Promise<void>;
}
