import { createHmac, timingSafeEqual } from 'node:crypto';
import { API_PREFIX } from 'api-client';

export const DOWNLOADS_PATH = `${API_PREFIX}/downloads`;
const LINK_TTL_SECONDS = 15 * 60;

/** What a download link names: one of the account's packs, or a list of its images. */
export type DownloadSubject =
  | { kind: 'pack'; accountId: number; generationId: number }
  | { kind: 'images'; accountId: number; fileIds: string[] };

export function encodeSubject(subject: DownloadSubject): string {
  return subject.kind === 'pack'
    ? `pack.${subject.accountId}.${subject.generationId}`
    : `images.${subject.accountId}.${subject.fileIds.join(',')}`;
}

export function decodeSubject(text: string): DownloadSubject | null {
  const match = /^(pack|images)\.(\d{1,10})\.([A-Za-z0-9,_-]{1,8000})$/.exec(text);
  if (!match) return null;
  const accountId = Number(match[2]);
  if (match[1] === 'pack') return /^\d{1,10}$/.test(match[3]!) ? { kind: 'pack', accountId, generationId: Number(match[3]) } : null;
  return { kind: 'images', accountId, fileIds: match[3]!.split(',') };
}

/**
 * Signed, expiring links to zips: `<base>/ai-photographer/downloads/<file name>?s=<subject>&exp=&sig=`,
 * sig = HMAC-SHA256 under a key derived from FILE_URL_SECRET for downloads only, over "<subject>|<exp>".
 * Like file links they work without cookies (a plain navigation downloads them); the subject names the
 * owner, whose ownership is checked again when the zip is made. The file name is cosmetic and unsigned.
 */
export function createDownloadLinkSigner(options: { secret: string; basePath: string; now?: () => number }) {
  const now = options.now ?? (() => Date.now());
  const key = createHmac('sha256', options.secret).update('download-links').digest();
  const signature = (subject: string, exp: number) => createHmac('sha256', key).update(`${subject}|${exp}`).digest('base64url');
  return {
    sign(subject: DownloadSubject, fileName: string): string {
      const encoded = encodeSubject(subject);
      const exp = Math.floor(now() / 1000) + LINK_TTL_SECONDS;
      return `${options.basePath}${DOWNLOADS_PATH}/${encodeURIComponent(fileName)}?s=${encoded}&exp=${exp}&sig=${signature(encoded, exp)}`;
    },
    /** The subject when the signature matches and the link has not expired, else null. */
    verify(s: string | undefined, exp: string | undefined, sig: string | undefined): DownloadSubject | null {
      if (!s || !exp || !sig || !/^\d{1,12}$/.test(exp)) return null;
      const expires = Number(exp);
      if (expires * 1000 <= now()) return null;
      const expected = Buffer.from(signature(s, expires));
      const given = Buffer.from(sig);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      return decodeSubject(s);
    },
  };
}
export type DownloadLinkSigner = ReturnType<typeof createDownloadLinkSigner>;
