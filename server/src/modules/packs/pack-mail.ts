import type { MailMessage } from '../../infra/mail/mail.types.js';
import { paragraphMail } from '../../infra/mail/paragraph-mail.js';
import type { PackGenerationStatusValue } from '../../infra/db/schema.js';

export interface FinishedPack {
  email: string;
  title: string;
  status: PackGenerationStatusValue;
  imageCount: number;
  failedCount: number;
}

/** The e-mail that says a pack's photos are ready (or why some, or all, are not), with the way to them. */
export function packReadyMail(pack: FinishedPack, link: string, supportEmail: string): MailMessage {
  const made = pack.imageCount - pack.failedCount;
  if (made === 0) {
    return paragraphMail(pack.email, `Your ${pack.title} photos could not be made`, [
      `Unfortunately none of the photos of your ${pack.title} pack could be made. Every credit it used has been returned to your account.`,
      `Please try again, or contact support at ${supportEmail}.`,
    ]);
  }
  const partial = pack.failedCount > 0
    ? [`${made} of ${pack.imageCount} photos are ready; ${pack.failedCount} could not be made, and their credits have been returned to your account.`]
    : [`All ${pack.imageCount} photos are ready.`];
  return paragraphMail(pack.email, `Your ${pack.title} photos are ready`, [...partial, `See them, pick your favourites and download them: ${link}`]);
}
