// @test-databases pglite postgres
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { startTestServer, type TestServer } from './helpers/test-server.js';
import { createSignedInUser } from './helpers/fixtures.js';
import type { HttpClient } from './helpers/http-client.js';

const HEADER = 'x-analytics-session-id';
const today = () => new Date().toISOString().slice(0, 10);
const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);

function log(client: HttpClient, sessionId: string, funnelStep: string, persona: string | null, funnelName = 'onboarding') {
  return client.request<any>('POST', 'analytics-service/event', {
    eventType: 'impression', pagePath: '/onboarding', funnelName, funnelStep, persona,
  }, { [HEADER]: sessionId });
}

describe('admin-service/funnel-report', () => {
  let server: TestServer;
  let admin: HttpClient;
  before(async () => {
    // A database of its own: the report counts every visitor's events, and other files of the process log some
    // (the bad-input fuzz posts analytics events with random funnel names).
    server = await startTestServer({ RATE_LIMIT_PER_MINUTE: '1000' }, { isolated: true });
    admin = (await createSignedInUser(server, { admin: true })).client;
    const visitor = server.client();
    // Three visitors: two professionals reach the e-mail slide, one influencer stops at the intro.
    const [a, b, c] = [randomUUID(), randomUUID(), randomUUID()];
    for (const s of [a, b, c]) await log(visitor, s, 'persona-question', null);
    for (const s of [a, b]) await log(visitor, s, 'intro', 'professional');
    await log(visitor, c, 'intro', 'influencer');
    for (const s of [a, b]) await log(visitor, s, 'email-entry', 'professional');
    await log(visitor, a, 'email-entry', 'professional'); // a duplicate: stored once
    await log(visitor, a, 'plans', null, 'pricing');
    // An old event outside the range.
    await log(visitor, c, 'why-ai', 'influencer');
    await server.system.db.updateTable('analytics_events').set({ created_at: new Date(Date.now() - 10 * 86_400_000) } as never)
      .where('funnel_step', '=', 'why-ai').execute();
  });
  after(() => server.close());

  it('counts events and sessions per step and persona, in funnel order, with step conversion', async () => {
    const res = await admin.get('admin-service/funnel-report', { from: daysAgo(7), to: today() });
    assert.equal(res.status, 200);
    assert.deepEqual(res.body.funnels.map((f: any) => f.funnelName), ['onboarding', 'pricing']);
    const onboarding = res.body.funnels[0];
    assert.deepEqual(onboarding.personas, ['influencer', 'professional', 'none']);
    assert.deepEqual(onboarding.steps, [
      {
        funnelStep: 'persona-question', events: 3, sessions: 3, conversionFromPrevious: null,
        byPersona: [
          { persona: 'influencer', events: 0, sessions: 0 },
          { persona: 'professional', events: 0, sessions: 0 },
          { persona: 'none', events: 3, sessions: 3 },
        ],
      },
      {
        funnelStep: 'intro', events: 3, sessions: 3, conversionFromPrevious: 1,
        byPersona: [
          { persona: 'influencer', events: 1, sessions: 1 },
          { persona: 'professional', events: 2, sessions: 2 },
          { persona: 'none', events: 0, sessions: 0 },
        ],
      },
      {
        funnelStep: 'email-entry', events: 2, sessions: 2, conversionFromPrevious: 2 / 3,
        byPersona: [
          { persona: 'influencer', events: 0, sessions: 0 },
          { persona: 'professional', events: 2, sessions: 2 },
          { persona: 'none', events: 0, sessions: 0 },
        ],
      },
    ]);
    assert.deepEqual(res.body.funnels[1].steps[0], {
      funnelStep: 'plans', events: 1, sessions: 1, conversionFromPrevious: null,
      byPersona: [{ persona: 'none', events: 1, sessions: 1 }],
    });
  });

  it('includes older days when the range does, and nothing for a range without events', async () => {
    const wide = await admin.get('admin-service/funnel-report', { from: daysAgo(30), to: today() });
    const steps = wide.body.funnels[0].steps.map((s: any) => s.funnelStep);
    assert.deepEqual(steps, ['persona-question', 'intro', 'email-entry', 'why-ai']);
    const empty = await admin.get('admin-service/funnel-report', { from: '2020-01-01', to: '2020-01-31' });
    assert.deepEqual(empty.body, { from: '2020-01-01', to: '2020-01-31', funnels: [] });
  });

  it('narrows the report to one analytics session', async () => {
    const sessionId = randomUUID();
    await log(server.client(), sessionId, 'intro', 'single');
    const res = await admin.get('admin-service/funnel-report', { from: today(), to: today(), analyticsSessionId: sessionId });
    assert.deepEqual(res.body.funnels.map((f: any) => [f.funnelName, f.steps.map((s: any) => [s.funnelStep, s.events])]), [
      ['onboarding', [['intro', 1]]],
    ]);
  });

  it('answers 400 naming the field for bad dates', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ from: '2025-13-01', to: '2025-12-31' }, 'from'],
      [{ from: '2025-01-01', to: 'yesterday' }, 'to'],
      [{ from: '2025-02-01', to: '2025-01-01' }, 'from'],
      [{ from: '2020-01-01', to: '2025-01-01' }, 'to'],
      [{ to: '2025-01-01' }, 'from'],
    ];
    for (const [query, field] of cases) {
      const res = await admin.get('admin-service/funnel-report', query);
      assert.equal(res.status, 400, JSON.stringify(query));
      assert.equal(res.body.field, field, JSON.stringify(query));
    }
  });

  it('answers 401 to visitors and 403 to signed-in non-admins', async () => {
    const query = { from: today(), to: today() };
    assert.equal((await server.client().get('admin-service/funnel-report', query)).status, 401);
    const { client: user } = await createSignedInUser(server);
    assert.equal((await user.get('admin-service/funnel-report', query)).status, 403);
  });
});

describe('funnel step order', () => {
  it('puts the landing page’s steps before the slides, and unknown steps last', async () => {
    const { buildFunnel } = await import('../src/modules/analytics/funnel-report.js');
    const at = (s: number) => new Date(Date.UTC(2025, 0, 1, 0, 0, s));
    const row = (funnelStep: string, second: number) => ({ funnelName: 'onboarding', funnelStep, persona: null, events: 1, sessions: 1, firstSeen: at(second) });
    const rows = [row('custom-step', 0), row('intro', 1), row('landing', 2), row('landing:persona-card', 3), row('persona-question', 4)];
    const funnel = buildFunnel('onboarding', rows, new Map(rows.map((r) => [r.funnelStep, 1])));
    assert.deepEqual(funnel.steps.map((s) => s.funnelStep), ['landing', 'landing:persona-card', 'persona-question', 'intro', 'custom-step']);
  });
});
