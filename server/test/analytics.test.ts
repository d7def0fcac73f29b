// @test-databases pglite
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { startTestServer, type TestServer } from './helpers/test-server.js';
import { createSignedInUser } from './helpers/fixtures.js';
import type { HttpClient } from './helpers/http-client.js';

const HEADER = 'x-analytics-session-id';

const event = (overrides: Record<string, unknown> = {}) => ({
  eventType: 'impression',
  pagePath: '/onboarding',
  funnelName: 'onboarding',
  funnelStep: 'intro',
  metadata: { slide: 2 },
  isMobileDevice: false,
  funnelVersion: 1,
  funnelStepVersion: 1,
  persona: 'professional',
  referralId: 'r-42',
  ...overrides,
});

function send(client: HttpClient, body: unknown, headers: Record<string, string> = {}) {
  return client.request<any>('POST', 'analytics-service/event', body, headers);
}

describe('analytics-service/event', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer({ RATE_LIMIT_PER_MINUTE: '1000' });
  });
  after(() => server.close());

  const rowsOf = (sessionId: string) =>
    server.system.db.selectFrom('analytics_events').selectAll().where('session_id', '=', sessionId).orderBy('id').execute();

  it('stores every field with the header session id and answers success', async () => {
    const sessionId = randomUUID();
    const sentFrom = Date.now();
    const res = await send(server.client(), event(), { [HEADER]: sessionId, 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64)' });
    const answeredBy = Date.now();
    assert.equal(res.status, 200);
    assert.deepEqual(res.body, { status: 'success' });
    const [row, ...rest] = await rowsOf(sessionId);
    assert.equal(rest.length, 0);
    assert.deepEqual(
      {
        event_type: row?.event_type, page_path: row?.page_path, funnel_name: row?.funnel_name, funnel_step: row?.funnel_step,
        metadata: row?.metadata, is_mobile_device: row?.is_mobile_device, device_type: row?.device_type,
        funnel_version: row?.funnel_version, funnel_step_version: row?.funnel_step_version, persona: row?.persona,
        referral_id: row?.referral_id, account_id: row?.account_id,
      },
      {
        event_type: 'impression', page_path: '/onboarding', funnel_name: 'onboarding', funnel_step: 'intro',
        metadata: { slide: 2 }, is_mobile_device: false, device_type: 'desktop', funnel_version: 1, funnel_step_version: 1,
        persona: 'professional', referral_id: 'r-42', account_id: null,
      },
    );
    const createdAt = new Date(row!.created_at).getTime();
    assert.ok(sentFrom <= createdAt && createdAt <= answeredBy, `created_at ${new Date(createdAt).toISOString()}: when it was sent`);
  });

  it('fills defaults, takes the device type from the flag or the user agent, and links a signed-in account', async () => {
    const { client, accountId } = await createSignedInUser(server);
    const phone = randomUUID();
    await send(client, { eventType: 'other', pagePath: '/', funnelName: 'pricing', funnelStep: 'open' }, {
      [HEADER]: phone, 'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148',
    });
    const flagged = randomUUID();
    await send(server.client(), event({ isMobileDevice: true }), { [HEADER]: flagged, 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64)' });
    const [fromPhone] = await rowsOf(phone);
    assert.deepEqual(
      [fromPhone?.device_type, fromPhone?.is_mobile_device, fromPhone?.funnel_version, fromPhone?.metadata, fromPhone?.persona, fromPhone?.account_id],
      ['mobile', false, 1, {}, null, accountId],
    );
    assert.equal((await rowsOf(flagged))[0]?.device_type, 'mobile');
  });

  it('stores an event without the header with no session, and refuses a header that is not a UUID', async () => {
    const pagePath = `/no-session-${randomUUID()}`;
    const res = await send(server.client(), event({ pagePath }));
    assert.equal(res.status, 200);
    const rows = await server.system.db.selectFrom('analytics_events').select('session_id').where('page_path', '=', pagePath).execute();
    assert.deepEqual(rows, [{ session_id: null }]);

    const bad = await send(server.client(), event(), { [HEADER]: 'not-a-uuid' });
    assert.equal(bad.status, 400);
    assert.equal(bad.body.field, HEADER);
  });

  it('stores the same event of one session once within 2 seconds, even when sent at the same time', async () => {
    const sessionId = randomUUID();
    const client = server.client();
    const replies = await Promise.all([1, 2, 3].map(() => send(client, event(), { [HEADER]: sessionId })));
    assert.deepEqual(replies.map((r) => r.status), [200, 200, 200]);
    await send(client, event({ funnelStep: 'training-demo' }), { [HEADER]: sessionId });
    await send(client, event({ eventType: 'other' }), { [HEADER]: sessionId });
    await send(client, event(), { [HEADER]: randomUUID() });
    assert.deepEqual((await rowsOf(sessionId)).map((r) => `${r.event_type} ${r.funnel_step}`), [
      'impression intro',
      'impression training-demo',
      'other intro',
    ]);
  });

  it('stores the event again once 2 seconds have passed', async () => {
    const sessionId = randomUUID();
    await send(server.client(), event(), { [HEADER]: sessionId });
    await server.system.db.updateTable('analytics_events')
      .set({ created_at: new Date(Date.now() - 3000) } as never)
      .where('session_id', '=', sessionId).execute();
    await send(server.client(), event(), { [HEADER]: sessionId });
    assert.equal((await rowsOf(sessionId)).length, 2);
  });

  it('answers 400 naming the field for bad input', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [event({ eventType: 'click' }), 'eventType'],
      [event({ funnelName: '' }), 'funnelName'],
      [event({ persona: 'astronaut' }), 'persona'],
      [event({ isMobileDevice: 'yes' }), 'isMobileDevice'],
      [event({ metadata: { blob: 'x'.repeat(5000) } }), 'metadata'],
    ];
    for (const [body, field] of cases) {
      const res = await send(server.client(), body, { [HEADER]: randomUUID() });
      assert.equal(res.status, 400, field);
      assert.equal(res.body.field, field);
    }
  });

  it('limits one session’s flood of events with 429', async () => {
    const sessionId = randomUUID();
    const client = server.client();
    const statuses: number[] = [];
    // 250 events span at most two one-minute windows, so one of them holds more than 120.
    for (let i = 0; i < 250 && !statuses.includes(429); i += 1) {
      statuses.push((await send(client, event({ funnelStep: `step-${i}` }), { [HEADER]: sessionId })).status);
    }
    assert.ok(statuses.includes(429));
    assert.ok(statuses.filter((s) => s === 200).length >= 120);
  });
});
