// @test-databases pglite
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { configProblems } from './helpers/config-problems.js';
import { loadConfig } from '../src/config/config.js';
import { createSignedInUser, uniqueEmail } from './helpers/fixtures.js';
import { startCheckout, submitTestCheckout } from './helpers/checkout.js';
import { receiptsTo } from './helpers/receipts.js';
import { startTestServer, type TestServer } from './helpers/test-server.js';

/** The variables a production server needs besides SUPPORT_EMAIL. */
const PRODUCTION = {
  NODE_ENV: 'production', PUBLIC_URL: 'https://photos.example.com', PASSWORD_PREHASH_SALT: '$2a$10$abcdefghijklmnopqrstuv',
  PASSWORD_PREHASH_SUFFIX: ':prod', FILE_URL_SECRET: 'a-production-secret-0123456789', PREVIEW_ADDRESS_SECRET: 'a-production-preview-secret', MAIL_TRANSPORT: 'smtp', MAIL_FROM: 'AI Photographer <no-reply@photos.ai-photographer.app>',
  SMTP_URL: 'smtp://mailer.example.com:587', PAYMENTS_DRIVER: 'stripe', STRIPE_SECRET_KEY: 'sk_live_abc123', STRIPE_WEBHOOK_SECRET: 'whsec_abc123',
  METRICS_TOKEN: 'a-production-metrics-token-0123456789',
};


describe('SUPPORT_EMAIL: one address customers write to', () => {
  it('production refuses to start without it, or with an address that reaches nobody', () => {
    assert.deepEqual(configProblems(PRODUCTION), ['SUPPORT_EMAIL: is required in production']);
    assert.deepEqual(configProblems({ ...PRODUCTION, SUPPORT_EMAIL: 'help@photos.example.com.au' }), []);
    for (const address of ['help@ai-photographer.local', 'help@example.com', 'help@photos.test']) {
      assert.deepEqual(configProblems({ ...PRODUCTION, SUPPORT_EMAIL: address }), [
        'SUPPORT_EMAIL: must be an address customers can write to in production (not .local, .test or example.com)',
      ], address);
    }
    assert.deepEqual(configProblems({ ...PRODUCTION, SUPPORT_EMAIL: 'help@photos.example.com.au', SUPPORT_EMAIL_PAYMENTS: 'billing@ai-photographer.local' }), [
      'SUPPORT_EMAIL_PAYMENTS: must be an address customers can write to in production (not .local, .test or example.com)',
    ]);
  });

  it('production refuses the development sender (MAIL_FROM on a domain that does not exist)', () => {
    const ready = { ...PRODUCTION, SUPPORT_EMAIL: 'help@photos.example.com.au' };
    const { MAIL_FROM: _, ...withoutSender } = ready;
    assert.deepEqual(configProblems(withoutSender), ['MAIL_FROM: must be a sender on a domain you own in production (not .local, .test or example.com)']);
    assert.deepEqual(configProblems({ ...ready, MAIL_FROM: 'no-reply@photos.test' }), ['MAIL_FROM: must be a sender on a domain you own in production (not .local, .test or example.com)']);
    assert.deepEqual(configProblems(ready), []);
  });

  it('gives the help page\'s two roles, each overridable, and no .local address in development', () => {
    assert.deepEqual(loadConfig({ SUPPORT_EMAIL: 'help@photos.example.com.au' }).supportEmails, {
      payments: 'help@photos.example.com.au', models: 'help@photos.example.com.au',
    });
    const apart = loadConfig({ SUPPORT_EMAIL: 'help@photos.example.com.au', SUPPORT_EMAIL_PAYMENTS: 'billing@photos.example.com.au' });
    assert.deepEqual(apart.supportEmails, { payments: 'billing@photos.example.com.au', models: 'help@photos.example.com.au' });
    const development = loadConfig({});
    assert.doesNotMatch(JSON.stringify([development.supportEmail, development.supportEmails]), /\.local\b/);
  });
});

describe(`SUPPORT_EMAIL on a running server (${process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite'})`, () => {
  const SUPPORT = 'help@photos.example.com.au';
  let server: TestServer;
  before(async () => {
    server = await startTestServer({ SUPPORT_EMAIL: SUPPORT, RATE_LIMIT_PER_MINUTE: '1000' });
  });
  after(() => server.close());

  it('hands the pages both roles through runtime-config', async () => {
    const res = await server.client().get('runtime-config');
    assert.deepEqual(res.body.supportEmails, { payments: SUPPORT, models: SUPPORT });
  });

  it('is in every e-mail: the activation mail, the receipt, and a contact message goes to it', async () => {
    const email = uniqueEmail('support-line');
    const user = await createSignedInUser(server, { email });
    const mails = await server.system.mailRepository.listRecent(1000);
    const activation = mails.find((mail) => mail.to_address === email && mail.text_body.includes('/activate?code='));
    assert.ok(activation, 'an activation mail');
    assert.ok(activation.text_body.trimEnd().endsWith(`Questions? Write to ${SUPPORT}.`), activation.text_body);
    assert.ok(activation.html_body.includes(`<a href="mailto:${SUPPORT}">${SUPPORT}</a>`));

    const { url } = await startCheckout(user.client, { purchaseType: 'payg', credits: 3000 });
    assert.equal((await submitTestCheckout(url, 'pay')).status, 303);
    const [receipt] = await receiptsTo(server, email);
    assert.ok(receipt!.text_body.includes(`Questions about this payment? Write to ${SUPPORT} and quote the reference above.`));
    assert.equal(receipt!.text_body.split(SUPPORT).length - 1, 1, 'named once: the receipt already says it');

    assert.equal((await user.client.post('contact-service/send-message', { message: 'Where is my pack?', type: 'pricing' })).status, 200);
    const question = (await server.system.mailRepository.listRecent(100)).find((mail) => mail.to_address === SUPPORT && mail.text_body.includes(email));
    assert.ok(question, 'the contact message goes to the support address');
    assert.doesNotMatch(question.text_body, /Questions\? Write to/, 'no "write to support" line in a message to support');
  });
});
