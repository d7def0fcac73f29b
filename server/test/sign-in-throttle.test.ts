// @test-databases pglite postgres
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { prehashPassword } from './helpers/prehash.js';
import { parseTrustProxy } from '../src/config/config.js';
import { createAccountRepository } from '../src/modules/auth/account.repository.js';
import { createOneTimeCodeRepository } from '../src/modules/auth/one-time-code.repository.js';
import { createPasswordResetService } from '../src/modules/auth/password-reset.service.js';
import { createSessionRepository } from '../src/modules/auth/session.repository.js';
import { ACTIVATION_MAILS_PER_HOUR } from '../src/modules/auth/sign-up.service.js';
import { FREE_FAILURES, waitAfterFailures } from '../src/modules/auth/sign-in-throttle.js';
import { createSignedInUser, uniqueEmail } from './helpers/fixtures.js';
import { HttpClient } from './helpers/http-client.js';
import { startTestServer, type TestServer } from './helpers/test-server.js';

const PER_MINUTE = 10;
/** Enough hits that one fixed minute window goes over the limit even when the loop straddles two windows. */
const OVER_ANY_WINDOW = 2 * PER_MINUTE + 1;
const WRONG = (server: TestServer) => prehashPassword('wrong-password9', server.system.config.passwordPrehash);
const RIGHT = (server: TestServer) => prehashPassword('password1', server.system.config.passwordPrehash);

/** A client whose requests say they come from `ip` through a proxy (believed only when the proxy is trusted). */
function clientAt(server: TestServer, ip: string, base = server.client()): HttpClient {
  const request = base.request.bind(base);
  base.request = (method, path, body, headers = {}) => request(method, path, body, { ...headers, 'x-forwarded-for': ip });
  return base;
}
const attacker = (i: number) => `203.0.113.${(i % 250) + 1}`;

describe('trusted proxy setting', () => {
  it('is off by default and takes a hop count or a list of addresses', () => {
    assert.equal(parseTrustProxy(''), false);
    assert.equal(parseTrustProxy('false'), false);
    assert.equal(parseTrustProxy('2'), 2);
    assert.deepEqual(parseTrustProxy('10.0.0.1, 192.168.0.0/16,::1'), ['10.0.0.1', '192.168.0.0/16', '::1']);
    assert.equal(parseTrustProxy('true'), null, 'trusting every sender is not an option');
    assert.equal(parseTrustProxy('10.0.0.1/33'), null);
    assert.equal(parseTrustProxy('example.com'), null);
  });
});

describe('X-Forwarded-For from an untrusted sender changes nothing', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer({ RATE_LIMIT_PER_MINUTE: String(PER_MINUTE) });
  });
  after(() => server.close());

  it('rotating the header does not buy more password guesses', async () => {
    const victim = await createSignedInUser(server);
    const statuses: number[] = [];
    for (let i = 0; i < 40; i += 1) {
      statuses.push((await clientAt(server, attacker(i)).post('auth-service/auth', { email: victim.email, password: WRONG(server) })).status);
    }
    // Fixed one-minute windows: at most two windows' worth reach the password check.
    assert.ok(statuses.filter((s) => s === 200).length <= 2 * PER_MINUTE, statuses.join(','));
    assert.ok(statuses.includes(429));
  });
});

describe('sign-in throttling behind a trusted proxy', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer({ RATE_LIMIT_PER_MINUTE: String(PER_MINUTE), TRUST_PROXY: '127.0.0.1' });
  });
  after(() => server.close());

  it('the wait grows from the eleventh failure and stops at a minute', () => {
    assert.deepEqual([9, 10, 11, 12, 15, 20, 40].map(waitAfterFailures), [0, 1, 2, 4, 32, 60, 60]);
  });

  it('guesses from many clients at once: about ten are checked, the rest wait, and the owner on a known browser signs in', async () => {
    const owner = await createSignedInUser(server);
    // The owner signed in on this browser before: it carries the known-device cookie.
    const ownerBrowser = clientAt(server, '198.51.100.7');
    assert.equal((await ownerBrowser.post('auth-service/auth', { email: owner.email, password: RIGHT(server) })).body.status, 'logged-in');
    assert.ok(ownerBrowser.cookie('known_device'));

    // Sent all at once, so no check-then-act gap could let them all through.
    const statuses = (await Promise.all(Array.from({ length: 40 }, (_, i) =>
      clientAt(server, attacker(i)).post('auth-service/auth', { email: owner.email, password: WRONG(server) })))).map((r) => r.status);
    const checked = statuses.filter((s) => s === 200).length;
    assert.ok(checked >= FREE_FAILURES && checked <= FREE_FAILURES + 3, `about ${FREE_FAILURES} guesses are checked, got ${checked}: ${statuses.join(',')}`);

    // The attack has gone on for a while (its clock, injected): the address now waits a minute.
    await server.system.db.updateTable('sign_in_failures').set({ failures: 20, last_failure_at: new Date() }).where('email', '=', owner.email).execute();
    const refused = await clientAt(server, attacker(99)).post('auth-service/auth', { email: owner.email, password: WRONG(server) });
    assert.equal(refused.status, 429);
    assert.match(refused.body.message, /^Too many failed sign-ins for this address\. Please wait (5\d|60) seconds and try again\.$/);

    // The owner, on the browser that knows the account, is not locked out.
    const signedIn = await ownerBrowser.post('auth-service/auth', { email: owner.email, password: RIGHT(server) });
    assert.equal(signedIn.status, 200);
    assert.equal(signedIn.body.status, 'logged-in');
    // A browser the account does not know waits like everyone else, even with the right password.
    const stranger = await clientAt(server, '198.51.100.8').post('auth-service/auth', { email: owner.email, password: RIGHT(server) });
    assert.equal(stranger.status, 429);
    console.log(`[measure] 40 guesses at once from 40 addresses: ${checked} checked, ${statuses.filter((s) => s === 429).length} refused; owner on a known browser: ${signedIn.status}`);
  });

  it('one client is limited per address and across addresses', async () => {
    const client = clientAt(server, '192.0.2.10');
    const email = uniqueEmail('pair');
    const statuses: number[] = [];
    for (let i = 0; i < OVER_ANY_WINDOW; i += 1) statuses.push((await client.post('auth-service/auth', { email, password: WRONG(server) })).status);
    assert.ok(statuses.includes(429));
  });

  it(`check-email mails one address at most ${ACTIVATION_MAILS_PER_HOUR} times an hour, from however many clients`, async () => {
    const email = uniqueEmail('bombed');
    const replies = [];
    for (let i = 0; i < 30; i += 1) {
      replies.push(await clientAt(server, attacker(i)).post('auth-service/check-email', { email, currentUrl: '/onboarding', persona: 'single' }));
    }
    const mails = (await server.system.mailRepository.listRecent(1000)).filter((m) => m.to_address === email);
    assert.ok(mails.length <= ACTIVATION_MAILS_PER_HOUR, `${mails.length} mails`);
    const refused = replies.find((r) => r.status === 429);
    assert.ok(refused);
    assert.match(refused.body.message, /already sent several sign-up e-mails to this address/);
  });

  it('finish-reset-password checks the code before hashing the password, and is rate-limited', async () => {
    const user = await createSignedInUser(server);
    const { db, config, mailer, rateLimiter } = server.system;
    let hashes = 0;
    const sut = createPasswordResetService({
      config, accounts: createAccountRepository(db), codes: createOneTimeCodeRepository(db), sessionRepository: createSessionRepository(db),
      mailer, rateLimiter, transaction: (work) => db.transaction().execute(work),
      hashPassword: async () => {
        hashes += 1;
        return 'scrypt$1$1$1$AA==$AA==';
      },
    });
    const bad = await sut.finish({ code: 'not-a-code', userId: String(user.accountId), password: RIGHT(server) }, '192.0.2.50');
    assert.equal(bad, 'bad-code');
    assert.equal(hashes, 0, 'a wrong code never reaches the password hash');

    const statuses: number[] = [];
    for (let i = 0; i < OVER_ANY_WINDOW; i += 1) {
      statuses.push((await clientAt(server, '192.0.2.51').post('auth-service/finish-reset-password', {
        code: `guess-${i}`, userId: String(user.accountId), password: RIGHT(server),
      })).status);
    }
    assert.ok(statuses.includes(429), statuses.join(','));
  });
});
