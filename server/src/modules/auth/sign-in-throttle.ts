import { AppError } from '../../kernel/app-error.js';
import type { RateLimiter } from '../../infra/rate-limit/rate-limiter.js';
import { hashToken, newToken } from './session-token.js';
import type { SignInThrottleRepository } from './sign-in-throttle.repository.js';

/** Failures an address may collect before each further attempt has to wait. */
export const FREE_FAILURES = 10;
/** The longest an address waits between attempts, however many failures it collected. */
export const MAX_WAIT_SECONDS = 60;
/** A run of failures is forgotten after this long without another one. */
const FAILURE_RUN_MINUTES = 30;
/** One client may try this many addresses a minute, per allowed attempt on one address. */
const ADDRESSES_PER_CLIENT = 3;

export const ADDRESS_THROTTLED_MESSAGE = (seconds: number) =>
  `Too many failed sign-ins for this address. Please wait ${seconds} seconds and try again.`;

/** Seconds an address must wait after `failures` failures: none for the first ten, then 1, 2, 4 … 60. */
export function waitAfterFailures(failures: number): number {
  return failures < FREE_FAILURES ? 0 : Math.min(MAX_WAIT_SECONDS, 2 ** (failures - FREE_FAILURES));
}

export interface SignInClient {
  ip: string;
  /** The known-device cookie this browser carries, if any. */
  deviceToken?: string;
}

/**
 * Password guessing is slowed in three layers: per (address, client) a hard limit a minute, per
 * client a wider one (one client trying many addresses), and per address a growing wait between
 * attempts once failures pile up, from wherever they come. A browser that signed in to the account
 * before skips that last wait, so an attacker elsewhere cannot lock the owner out.
 */
export function createSignInThrottle(deps: { repository: SignInThrottleRepository; rateLimiter: RateLimiter }) {
  async function secondsToWait(email: string): Promise<number> {
    const record = await deps.repository.failuresOf(email);
    if (!record) return 1;
    const until = new Date(record.last_failure_at).getTime() + waitAfterFailures(record.failures) * 1000;
    return Math.max(1, Math.ceil((until - Date.now()) / 1000));
  }

  return {
    async beforeAttempt(email: string, client: SignInClient): Promise<void> {
      const perMinute = deps.rateLimiter.perMinute;
      await deps.rateLimiter.enforce(
        { key: `sign-in:pair:${email}:${client.ip}`, limit: perMinute, windowSeconds: 60 },
        { key: `sign-in:ip:${client.ip}`, limit: perMinute * ADDRESSES_PER_CLIENT, windowSeconds: 60 },
      );
    },

    /**
     * Before the password is checked: a browser the account knows goes ahead (returns false: nothing
     * reserved); any other attempt is counted as a failure up front, atomically (returns true), or
     * refused with a 429 while the address must wait.
     */
    async reserveAttempt(email: string, accountId: number | null, client: SignInClient): Promise<boolean> {
      if (accountId !== null && client.deviceToken && (await deps.repository.isKnownDevice(accountId, hashToken(client.deviceToken)))) return false;
      const rule = { freeFailures: FREE_FAILURES, maxWaitSeconds: MAX_WAIT_SECONDS, resetMinutes: FAILURE_RUN_MINUTES };
      if (await deps.repository.reserveAttempt(email, rule)) return true;
      throw AppError.tooManyRequests(ADDRESS_THROTTLED_MESSAGE(await secondsToWait(email)));
    },

    /** A wrong password: a reserved attempt is already counted; a known browser's is counted now. */
    async recordFailure(email: string, reserved: boolean): Promise<void> {
      if (!reserved) await deps.repository.recordFailure(email, FAILURE_RUN_MINUTES);
    },

    /**
     * A successful sign-in: this browser is remembered (a new token each time), and a few typos are
     * forgotten. A run long enough to slow the address down is not: an attack may still be going on,
     * and the owner's known browser passes anyway; it ends after a quiet half hour.
     */
    async recordSuccess(email: string, accountId: number, reserved: boolean): Promise<string> {
      if (reserved) await deps.repository.cancelReservation(email);
      const record = await deps.repository.failuresOf(email);
      if (record && record.failures < FREE_FAILURES) await deps.repository.clearFailures(email);
      const { token, hash } = newToken();
      await deps.repository.rememberDevice(accountId, hash);
      return token;
    },
  };
}
export type SignInThrottle = ReturnType<typeof createSignInThrottle>;
