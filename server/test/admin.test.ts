// @test-databases pglite
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startTestServer, type TestServer } from './helpers/test-server.js';
import { createSignedInUser } from './helpers/fixtures.js';

describe('admin service', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer();
  });
  after(() => server.close());

  const adminCalls = [
    ['GET', 'admin-service/system-status'],
    ['POST', 'admin-service/toggle-mock-mode'],
    ['POST', 'admin-service/reset-user-completely'],
  ] as const;

  it('answers 401 to visitors and 403 to signed-in non-admins', async () => {
    const visitor = server.client();
    const { client: user } = await createSignedInUser(server);
    for (const [method, path] of adminCalls) {
      const anonymous = await visitor.request<any>(method, path, method === 'POST' ? {} : undefined);
      assert.equal(anonymous.status, 401, `${path} signed out`);
      assert.equal(anonymous.body.status, 'error');
      const forbidden = await user.request<any>(method, path, method === 'POST' ? {} : undefined);
      assert.equal(forbidden.status, 403, `${path} as a user`);
    }
  });

  it('reports users and registrations from real rows', async (t) => {
    // Its own database: the report counts every row, and this test asserts there are no generations at all.
    const server = await startTestServer({}, { isolated: true });
    t.after(() => server.close());
    const before = Date.now();
    const { client: admin } = await createSignedInUser(server, { admin: true });
    await createSignedInUser(server);
    const { db } = server.system;
    // A pending sign-up is not a user yet.
    await admin.post('auth-service/check-email', { email: 'pending-only@example.com', currentUrl: '/', persona: 'single' });
    const active = await db.selectFrom('accounts').select(db.fn.countAll<number>().as('n')).where('status', '=', 'active').executeTakeFirstOrThrow();

    const res = await admin.get('admin-service/system-status');
    const after = Date.now();
    assert.equal(res.status, 200);
    assert.equal(res.body.totalUsers, Number(active.n));
    assert.ok(res.body.totalUsers >= 2);
    const lastRegistration = Date.parse(res.body.lastRegistrationTime);
    assert.ok(before <= lastRegistration && lastRegistration <= after, `${res.body.lastRegistrationTime}: a registration of this test`);
    assert.deepEqual(res.body.statusIndicators.recentRegistration, { status: true, message: 'Last registration just now' });
    assert.equal(res.body.statusIndicators.activeUsers.status, true);
    assert.match(res.body.statusIndicators.activeUsers.message, /^\d+ users signed in in the last 24 hours$/);
    // Generations and trainings have no tables yet: the answer is "none", not invented numbers.
    assert.equal(res.body.lastGenerationTime, null);
    assert.equal(res.body.lastTrainingTime, null);
    assert.equal(res.body.totalGenerations, 0);
    assert.deepEqual(res.body.statusIndicators.hasGenerations, { status: false, message: 'No generations yet' });
    assert.deepEqual(res.body.statusIndicators.recentGeneration, { status: false, message: 'No generations yet' });
    assert.deepEqual(res.body.statusIndicators.recentTraining, { status: false, message: 'No trainings yet' });
  });

  it('flips the calling admin’s own mock mode', async () => {
    const { client: admin, accountId } = await createSignedInUser(server, { admin: true });
    const mockMode = async () =>
      (await server.system.db.selectFrom('accounts').select('mock_mode').where('id', '=', accountId).executeTakeFirstOrThrow()).mock_mode;
    const first = await admin.post('admin-service/toggle-mock-mode');
    assert.deepEqual(first.body, { newMockMode: true });
    assert.equal(await mockMode(), true);
    const second = await admin.post('admin-service/toggle-mock-mode');
    assert.deepEqual(second.body, { newMockMode: false });
    assert.equal(await mockMode(), false);
  });

  it('resets the admin’s credits to zero with one ledger entry', async () => {
    const { client: admin, accountId } = await createSignedInUser(server, { admin: true });
    const { creditsService: credits } = server.system.credits;
    await credits.post({ accountId, amount: 1150, reason: 'grant', idempotencyKey: `admin-test-${accountId}-a` });
    await credits.post({ accountId, amount: -10, reason: 'generation', idempotencyKey: `admin-test-${accountId}-b` });
    const before = (await credits.entries(accountId)).length;

    const res = await admin.post('admin-service/reset-user-completely');
    assert.equal(res.status, 200);
    assert.deepEqual(res.body, { message: 'Your subscription, purchases and credits have been reset.' });
    assert.equal(await credits.balance(accountId), 0);
    const entries = await credits.entries(accountId);
    assert.equal(entries.length, before + 1);
    assert.deepEqual({ amount: entries.at(-1)?.amount, reason: entries.at(-1)?.reason }, { amount: -1140, reason: 'admin-reset' });
    const info = await admin.get('auth-service/account-info');
    assert.equal(info.status, 200);
    assert.equal(info.body.credits, 0);

    // Resetting an empty balance succeeds and adds nothing.
    assert.equal((await admin.post('admin-service/reset-user-completely')).status, 200);
    assert.equal((await credits.entries(accountId)).length, before + 1);
  });
});
