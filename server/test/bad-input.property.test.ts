// @test-databases pglite postgres — every served call, so every query's error path, on both engines
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import fc from 'fast-check';
import { allCalls, type CallDefinition } from 'api-client';
import { routeUrl } from '../src/http/contract-route.js';
import { arbitraryFor } from './helpers/contract-arbitrary.js';
import { createSignedInUser } from './helpers/fixtures.js';
import { grantCredits, twelveFaces, uploadZip, watchScreenings, zipOf } from './fixtures/upload-helpers.js';
import { startTestServer, type TestServer } from './helpers/test-server.js';

const DB_KIND = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';
/** Generated bodies per call and caller; the seed makes a failure reproducible. */
const RUNS = Number(process.env.BAD_INPUT_RUNS ?? 40);
const SEED = Number(process.env.BAD_INPUT_SEED ?? 20261123);

/** Values a careless or hostile client sends: text the database cannot store, wrong types, extremes. */
const nastyValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.string(),
  fc.string().map((s) => `${s}\u0000${s}`),
  fc.constantFrom('\uD800', 'a\uDC00b', '\u0000', 'x'.repeat(70_000), '../../etc/passwd', '<script>alert(1)</script>', ' ', ''),
  fc.integer(),
  fc.constantFrom(Number.MAX_SAFE_INTEGER, -1, 0, 2 ** 31, -(2 ** 31) - 1, 1e308, 0.5),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.oneof(fc.string(), fc.integer()), { maxLength: 4 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.oneof(fc.string(), fc.integer()), { maxKeys: 3 }),
);

/** A JSON text sent as it is (too deep for JSON.stringify on our side to build). */
class RawJson {
  constructor(readonly text: string) {}
}
const deeplyNested = (levels: number) => new RawJson(`${'{"metadata":'.repeat(levels)}1${'}'.repeat(levels)}`);

function stringify(value: unknown): string {
  if (value instanceof RawJson) return value.text;
  try {
    return JSON.stringify(value) ?? 'null';
  } catch {
    return 'null';
  }
}

/** Field names the call's contract knows, so generated bodies hit its real fields as well as junk. */
function fieldsOf(call: CallDefinition): string[] {
  const shape = (call.request as unknown as { shape?: Record<string, unknown> }).shape;
  return shape ? Object.keys(shape) : [];
}

function bodies(call: CallDefinition): fc.Arbitrary<unknown> {
  const fields = fieldsOf(call);
  const junk = fields.length
    ? fc.record(Object.fromEntries(fields.map((f) => [f, nastyValue])), { requiredKeys: [] })
    : fc.constant({});
  return fc.oneof(
    // Shaped like the contract (so it passes the type checks), with text the database cannot store.
    { weight: 6, arbitrary: arbitraryFor(call.request) },
    { weight: 3, arbitrary: junk },
    { weight: 2, arbitrary: fc.anything({ maxDepth: 3 }) },
    { weight: 1, arbitrary: fc.constantFrom(deeplyNested(40), deeplyNested(20_000), [], 'text', 12) },
  );
}

const pathValue = fc.oneof(fc.string(), fc.constantFrom('-1', '0', '99999999999999999999', '1e3', '%00', '../x', '\u0000'));

function urlOf(call: CallDefinition, params: Record<string, string>): string {
  return routeUrl(call).replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
}

interface Sent {
  status: number;
  detail: string;
}

async function send(server: TestServer, cookie: string, call: CallDefinition, body: unknown, params: Record<string, string>): Promise<Sent> {
  const headers: Record<string, string> = cookie ? { cookie } : {};
  let url = `${server.url}${urlOf(call, params)}`;
  let payload: BodyInit | undefined;
  if (call.method === 'GET') {
    const query = new URLSearchParams();
    if (body instanceof RawJson) query.set('metadata', body.text);
    else if (body && typeof body === 'object') for (const [k, v] of Object.entries(body)) query.set(k, typeof v === 'string' ? v : stringify(v));
    url += `?${query}`;
  } else if (call.body === 'multipart') {
    const form = new FormData();
    if (body && typeof body === 'object' && !(body instanceof RawJson)) {
      for (const [k, v] of Object.entries(body)) form.set(k, typeof v === 'string' ? v : stringify(v));
    }
    form.set('file', new Blob([Buffer.from(stringify(body))]), 'image1.jpg');
    payload = form;
  } else {
    headers['content-type'] = 'application/json';
    payload = stringify(body);
  }
  const response = await fetch(url, { method: call.method, headers, body: payload });
  const text = await response.text();
  return { status: response.status, detail: `${call.method} ${url.slice(0, 200)} ${typeof payload === 'string' ? payload.slice(0, 300) : ''} → ${text.slice(0, 200)}` };
}

// Started before the tests are declared, so there is one property per call the server really serves.
const server = await startTestServer({ RATE_LIMIT_PER_MINUTE: '100000' });
const served = allCalls.filter((call) => server.built.app.hasRoute({ method: call.method, url: routeUrl(call) }));

/** What an attacker types into each field of an admin form: markup, paths, templates, scripts, emoji, RTL, extremes. */
const HOSTILE_FIELD_VALUES: unknown[] = [
  '<script>alert(1)</script>', '../../etc/passwd', '${7*7}', '{{7*7}}', "'; drop table photo_packs; --", '😀🔥', '\u202Eevil\u202C',
  'مرحبا', ' ', '', 'x'.repeat(5000), '\u0000', -1, 0, 2 ** 31, 1e308, 0.5, null, true, [], {},
];

/** A body each admin call accepts, so each hostile field is the only thing wrong with a request. */
const VALID_ADMIN_BODIES: Record<string, Record<string, unknown>> = {
  'admin-service/add-template-to-pack': { fileId: '00000000-0000-4000-8000-000000000001', packageId: 1 },
  'admin-service/approve-template-image': { fileId: '00000000-0000-4000-8000-000000000001', moderationStatus: 'approved' },
  'admin-service/create-pack': { reference: 'hostile-fields', title: 'Pack', price: '$7.99', persona: null, isApproved: false, description: '' },
  'admin-service/update-pack': { reference: 'hostile-fields', title: 'Pack', price: '$7.99', persona: null, isApproved: false, description: '', packageId: 1 },
  'admin-service/delete-template-image': { fileId: '00000000-0000-4000-8000-000000000001' },
  'admin-service/remove-template-from-pack': { fileId: '00000000-0000-4000-8000-000000000001' },
  'admin-service/generate-template-images': { prompt: 'a model in a park', imagesCount: 1, templateCategoryId: 1, templateClass: 'woman', mode: 'custom' },
  'admin-service/get-pack-prompts': { packageId: 1 },
  'admin-service/get-pack-template-images': { packageId: 1 },
  'admin-service/template-images': { categoryId: 1 },
  'admin-service/update-prompt': { fileId: '00000000-0000-4000-8000-000000000001', prompt: 'a model in a park' },
  'admin-service/funnel-report': { from: '2026-11-01', to: '2026-11-28' },
  'admin-service/showcase-upload': {
    kind: 'pair', caption: 'A pair', subjectName: 'Ada', subjectEmail: 'ada@example.com', consentedAt: '2026-11-01',
    consentText: 'I agree to be shown on the website.',
  },
  'admin-service/showcase-update': { itemId: 1, placements: [] },
  'admin-service/showcase-order': { itemIds: [1] },
  'admin-service/showcase-retire': { itemId: 1 },
};

describe(`no generated bad input reaches a 5xx, on every served call (${DB_KIND})`, () => {
  let adminCookie = '';
  let userCookie = '';
  const totals = { sent: 0, fiveHundreds: 0 };

  before(async () => {
    const admin = await createSignedInUser(server, { admin: true });
    const user = await createSignedInUser(server);
    await server.system.credits.creditsService.post({ accountId: admin.accountId, amount: 5000, reason: 'grant', idempotencyKey: 'bad-input-credits' });
    adminCookie = `session=${admin.client.cookie('session')}`;
    userCookie = `session=${user.client.cookie('session')}`;
  });
  after(async () => {
    console.log(`[measure] ${DB_KIND}: ${totals.sent} generated bad requests to ${served.length} calls, ${totals.fiveHundreds} answered 5xx`);
    await server.close();
  });

  it('serves most of the contract', () => {
    assert.ok(served.length >= 45, `${served.length} calls served`);
  });

  // One property per call: its generated bodies (and path parameters) from an admin, a user and a visitor.
  for (const call of served) {
    it(`${call.method} ${call.path}`, async () => {
      const params = fc.record(Object.fromEntries([...call.path.matchAll(/\{(\w+)\}/g)].map((m) => [m[1]!, pathValue])));
      await fc.assert(
        fc.asyncProperty(bodies(call), params, fc.constantFrom(adminCookie, userCookie, ''), async (body, pathParams, cookie) => {
          const sent = await send(server, cookie, call, body, pathParams as Record<string, string>);
          totals.sent += 1;
          if (sent.status >= 500) totals.fiveHundreds += 1;
          assert.ok(sent.status < 500, sent.detail);
        }),
        { numRuns: RUNS, seed: SEED, endOnFailure: true },
      );
    });
  }

  it('malformed bodies: broken JSON, wrong content types, empty bodies', async () => {
    const post = (body: string, type: string) =>
      fetch(`${server.url}/ai-photographer/auth-service/check-email`, { method: 'POST', headers: { 'content-type': type, cookie: userCookie }, body });
    for (const [body, type] of [['{"email":', 'application/json'], ['', 'application/json'], ['email=a', 'text/plain'],
      ['{"__proto__":{"x":1}}', 'application/json'], [`${'['.repeat(50_000)}${']'.repeat(50_000)}`, 'application/json'], ['x'.repeat(2_000_000), 'application/json']]) {
      const reply = await post(body!, type!);
      assert.ok(reply.status >= 400 && reply.status < 500, `${type} ${body!.slice(0, 30)} → ${reply.status}`);
    }
  });

  it('a NUL in the upload\'s model name is refused before any photo is processed, and nothing is stored', async () => {
    const user = await createSignedInUser(server);
    await grantCredits(server, user.accountId, 1150);
    const modelsDir = path.join(server.system.config.dataDir, 'files', 'models');
    const before = fs.existsSync(modelsDir) ? fs.readdirSync(modelsDir).length : 0;
    const zip = await zipOf(twelveFaces());
    const screenings = watchScreenings(server);
    const reply = await uploadZip(server, user.client, zip, { modelName: 'Ada\u0000' }).finally(() => screenings.stop());
    assert.equal(reply.status, 400);
    assert.equal(reply.body.field, 'modelName');
    assert.equal(screenings.count(), 0, 'answered before any photo was checked');
    assert.equal(fs.existsSync(modelsDir) ? fs.readdirSync(modelsDir).length : 0, before, 'no folder left in storage');
    assert.equal(await server.system.credits.creditsService.balance(user.accountId), 1150);
  });

  // Admin forms: each field of a valid body replaced by what an attacker would type, one field at a time.
  let sentCount = 0;
  for (const call of served.filter((candidate) => candidate.access === 'admin')) {
    const fields = fieldsOf(call);
    if (fields.length === 0) continue;
    it(`each field of ${call.path}, one at a time, hostile`, async () => {
      // A session of its own: the generated bodies above may have signed the shared one out.
      const adminCookie = `session=${(await createSignedInUser(server, { admin: true })).client.cookie('session')}`;
      const valid = VALID_ADMIN_BODIES[call.path];
      assert.ok(valid && call.request.safeParse(valid).success, `a valid body of ${call.path} to start from`);
      const params = Object.fromEntries([...call.path.matchAll(/\{(\w+)\}/g)].map((m) => [m[1]!, '1']));
      const accepted = await send(server, adminCookie, call, valid, params);
      assert.ok(![401, 403].includes(accepted.status), `the admin is signed in: ${accepted.detail}`);
      for (const field of fields) {
        for (const value of HOSTILE_FIELD_VALUES) {
          // A new pack each time, so a hostile title or price reaches the insert rather than "reference taken".
          const fresh = call.path === 'admin-service/create-pack' ? { reference: `hostile-${(sentCount += 1)}` } : {};
          const sent = await send(server, adminCookie, call, { ...valid, ...fresh, [field]: value }, params);
          assert.ok(sent.status < 500, `${field}: ${sent.detail}`);
        }
      }
    });
  }

  it('a pack reference the database would refuse is a 400 naming the field, on create and update', async () => {
    const adminCookie = `session=${(await createSignedInUser(server, { admin: true })).client.cookie('session')}`;
    for (const reference of ['<script>', '../../etc/passwd', '${7*7}', 'pack😀', '\u202Epack', 'a b']) {
      const body = { reference, title: 'Pack', price: '$7.99', persona: null, isApproved: false, description: '' };
      for (const [path, extra] of [['create-pack', {}], ['update-pack', { packageId: 1 }]] as const) {
        const reply = await fetch(`${server.url}/ai-photographer/admin-service/${path}`, {
          method: 'POST', headers: { 'content-type': 'application/json', cookie: adminCookie }, body: JSON.stringify({ ...body, ...extra }),
        });
        const answer = await reply.json() as { field?: string };
        assert.deepEqual([reply.status, answer.field], [400, 'reference'], `${path} ${reference}`);
      }
    }
  });
});
