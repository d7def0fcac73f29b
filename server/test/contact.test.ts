// @test-databases pglite
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startTestServer, type TestServer } from './helpers/test-server.js';
import { createSignedInUser } from './helpers/fixtures.js';

describe(`contact-service/send-message (${process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite'})`, () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer({ SUPPORT_EMAIL_PAYMENTS: 'payments-help@example.com', RATE_LIMIT_PER_MINUTE: '3' });
  });
  after(() => server.close());

  it('stores the question and e-mails it to the payments support address', async () => {
    const user = await createSignedInUser(server);
    const text = 'Do credits roll over <b>every</b> month?\nThanks!';
    const reply = await user.client.post('contact-service/send-message', { message: `  ${text}  `, type: 'pricing' });
    assert.equal(reply.status, 200);
    assert.deepEqual(reply.body, { status: 'success', message: 'Your message has been received. We aim to respond via email within 24 hours.' });
    const stored = await server.system.db.selectFrom('contact_messages').selectAll().where('account_id', '=', user.accountId).execute();
    assert.equal(stored.length, 1);
    assert.equal(stored[0]!.message, text);
    assert.equal(stored[0]!.email, user.email);
    const mail = (await server.system.mailRepository.listRecent(100)).find((m) => m.to_address === 'payments-help@example.com' && m.text_body.includes(user.email));
    assert.ok(mail, 'mailed to support');
    assert.ok(mail.text_body.includes(text));
    assert.ok(mail.html_body.includes('&lt;b&gt;every&lt;/b&gt;'), 'the HTML part escapes what the user typed');
    assert.ok((await server.drainJobs()) >= 1, 'the mail is delivered by a job');
  });

  it('requires a message, caps its length, and needs a signed-in user', async () => {
    const user = await createSignedInUser(server);
    for (const body of [{ message: '   ', type: 'pricing' }, { type: 'pricing' }, { message: 'x'.repeat(5001), type: 'pricing' }, { message: 'hi', type: 'other' }]) {
      const reply = await user.client.post('contact-service/send-message', body);
      assert.equal(reply.status, 400, JSON.stringify(body).slice(0, 80));
      assert.equal(reply.body.status, 'error');
    }
    assert.match((await user.client.post('contact-service/send-message', { message: '', type: 'pricing' })).body.message, /Contact message required/);
    assert.equal((await server.client().post('contact-service/send-message', { message: 'hello', type: 'pricing' })).status, 401);
    const stored = await server.system.db.selectFrom('contact_messages').select('id').where('account_id', '=', user.accountId).execute();
    assert.equal(stored.length, 0);
  });

  it('rate-limits one account', async () => {
    const user = await createSignedInUser(server);
    const statuses: number[] = [];
    // 3 a minute: 7 quick sends meet the limit even if a minute boundary falls between them.
    for (let i = 0; i < 7; i += 1) statuses.push((await user.client.post('contact-service/send-message', { message: `question ${i}`, type: 'pricing' })).status);
    assert.deepEqual(statuses.slice(0, 3), [200, 200, 200]);
    assert.ok(statuses.includes(429), statuses.join(','));
  });
});
