import { createHmac } from 'node:crypto';
import type { Db } from '../../infra/db/database.js';
import type { PreviewsRepository } from './previews.repository.js';

const DAY_MS = 86_400_000;
const BATCH = 100;
/** Gmail ignores dots in the name and answers at googlemail.com too: one mailbox, many spellings. */
const GMAIL_DOMAINS = new Set(['gmail.com', 'googlemail.com']);

/**
 * An e-mail address as the one-preview-per-person rule reads it: lower case, without a `+tag`, and for
 * Gmail without dots and at gmail.com. For this rule only: sign-up and sign-in keep the address as typed
 * (a+1@ and a@ stay two accounts, each may sign in), they just share one free preview.
 */
export function personalAddress(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  if (at <= 0) return address;
  let local = address.slice(0, at);
  let domain = address.slice(at + 1).replace(/\.$/, '');
  const tag = local.indexOf('+');
  if (tag > 0) local = local.slice(0, tag);
  if (GMAIL_DOMAINS.has(domain)) {
    domain = 'gmail.com';
    local = local.replace(/\./g, '') || local;
  }
  return `${local}@${domain}`;
}

/**
 * The keyed hash (HMAC-SHA256 under PREVIEW_ADDRESS_SECRET) of an address's personal form: what the rule
 * stores instead of the address. Without the secret it cannot be checked against a list of addresses.
 */
export function addressHasher(secret: string): (email: string) => string {
  return (email) => createHmac('sha256', secret).update(personalAddress(email)).digest('base64url');
}

export interface PreviewAddressesDeps {
  repository: PreviewsRepository;
  hash: (email: string) => string;
  /** PREVIEW_REUSE_DAYS: a deleted account's address gets no new preview this long after the deletion. */
  reuseDays: number;
  now: () => Date;
  log: { warn(details: object, message: string): void };
}

/**
 * One free preview per person, as far as an address tells (docs/previews.md#one-per-person): a live
 * account's preview carries its address's hash (unique: previews.address_hash); when the account is
 * deleted the hash moves, with the dates, to preview_used_addresses, and stays PREVIEW_REUSE_DAYS.
 */
export function createPreviewAddresses(deps: PreviewAddressesDeps) {
  const rememberedSince = () => new Date(deps.now().getTime() - deps.reuseDays * DAY_MS);

  return {
    hashOf: deps.hash,

    /** Whether this address's person had a preview under another account, live or deleted not long ago. */
    async usedElsewhere(account: { id: number; email: string }, trx?: Db): Promise<boolean> {
      const hash = deps.hash(account.email);
      if (await deps.repository.addressTakenByOther(hash, account.id, trx)) return true;
      return deps.repository.addressRemembered(hash, rememberedSince(), trx);
    },

    /**
     * In the account deletion's transaction, while the address is still known: an account that had its
     * preview leaves the hash and dates (its preview row keeps no hash). Nothing for an account without one.
     */
    async accountDeleted(account: { id: number; email: string }, trx: Db): Promise<void> {
      await deps.repository.rememberDeletedAddress(account.id, deps.hash(account.email), deps.now(), trx);
    },

    /**
     * The worker sweep's part: addresses remembered longer than PREVIEW_REUSE_DAYS are forgotten, and
     * previews made before hashes existed (migration 0040) get their live account's hash.
     */
    async sweep(): Promise<{ forgotten: number; hashed: number }> {
      const forgotten = await deps.repository.forgetAddressesDeletedBefore(rememberedSince());
      let hashed = 0;
      let after = 0;
      for (;;) {
        const rows = await deps.repository.unhashedOfLiveAccounts(after, BATCH);
        for (const row of rows) {
          // Two accounts of one person that both had a preview before the rule: the first keeps the hash.
          const set = await deps.repository.setAddressHash(row.id, deps.hash(row.email)).catch((error: unknown) => {
            deps.log.warn({ err: error, previewId: row.id }, 'could not record the address of an earlier preview');
            return false;
          });
          if (set) hashed += 1;
        }
        if (rows.length < BATCH) return { forgotten, hashed };
        after = rows.at(-1)!.id;
      }
    },
  };
}
export type PreviewAddresses = ReturnType<typeof createPreviewAddresses>;
