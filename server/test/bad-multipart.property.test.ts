// @test-databases pglite
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import fc from 'fast-check';
import { allCalls, type CallDefinition } from 'api-client';
import { routeUrl } from '../src/http/contract-route.js';
import { MALFORMED_MULTIPART_MESSAGE, fileFieldsOf } from '../src/http/multipart-body.js';
import { arbitraryFor } from './helpers/contract-arbitrary.js';
import { createSignedInUser } from './helpers/fixtures.js';
import { face, grantCredits } from './fixtures/upload-helpers.js';
import { startTestServer } from './helpers/test-server.js';

const DB_KIND = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';
const RUNS = Number(process.env.BAD_INPUT_RUNS ?? 40);
const SEED = Number(process.env.BAD_INPUT_SEED ?? 20261207);
const BOUNDARY = 'fuzz-boundary-7d1f';

/** One part of a multipart body: a text field, or a file when it has a filename. */
interface Part {
  name: string;
  value: Buffer;
  filename?: string;
  type?: string;
}

function multipartBody(parts: readonly Part[], boundary = BOUNDARY): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename === undefined ? '' : `; filename="${part.filename}"`}`;
    const type = part.type ? `\r\nContent-Type: ${part.type}` : '';
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}${type}\r\n\r\n`), part.value, Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}

const textPart = (name: string, value: string): Part => ({ name, value: Buffer.from(value) });
const filePart = (name: string, value: Buffer, filename = 'photo.jpg', type = 'image/jpeg'): Part => ({ name, value, filename, type });

function textFieldsOf(call: CallDefinition): string[] {
  const shape = (call.request as unknown as { shape?: Record<string, unknown> }).shape ?? {};
  const files = fileFieldsOf(call);
  return Object.keys(shape).filter((name) => !files.has(name));
}

const server = await startTestServer({ RATE_LIMIT_PER_MINUTE: '100000' });
// Every multipart call of the contract that this server serves: a new one is covered without a change here.
const multipartCalls = allCalls.filter((call) => call.body === 'multipart' && server.built.app.hasRoute({ method: call.method, url: routeUrl(call) }));

interface Answer {
  status: number;
  body: { message?: string; field?: string };
  text: string;
}

describe(`malformed multipart bodies answer 400, never 5xx, on every multipart call (${DB_KIND})`, () => {
  let adminCookie = '';
  const photo = face(1);
  const totals = { sent: 0, fiveHundreds: 0 };

  async function send(call: CallDefinition, body: Buffer, contentType = `multipart/form-data; boundary=${BOUNDARY}`): Promise<Answer> {
    const reply = await fetch(`${server.url}${routeUrl(call)}`, { method: call.method, headers: { cookie: adminCookie, 'content-type': contentType }, body: new Uint8Array(body) });
    const text = await reply.text();
    totals.sent += 1;
    if (reply.status >= 500) totals.fiveHundreds += 1;
    let parsed: Answer['body'] = {};
    try {
      parsed = JSON.parse(text) as Answer['body'];
    } catch { /* not JSON: the assertion shows the text */ }
    return { status: reply.status, body: parsed, text: `${call.path} → ${reply.status} ${text.slice(0, 200)}` };
  }

  /** Parts a page of this call would send: every text field with a plausible value, every file field with a photo. */
  function wellFormedParts(call: CallDefinition): Part[] {
    const samples: Record<string, string> = { modelName: 'Ada', modelClass: 'woman', kind: 'single', caption: 'A photo', prompt: 'a hat',
      subjectName: 'Ada', subjectEmail: 'ada@example.com', consentedAt: '2026-11-01', consentText: 'I agree to be shown on the website.' };
    return [
      ...textFieldsOf(call).map((name) => textPart(name, samples[name] ?? '1')),
      ...[...fileFieldsOf(call)].map((name) => filePart(name, photo)),
    ];
  }

  before(async () => {
    const admin = await createSignedInUser(server, { admin: true });
    await grantCredits(server, admin.accountId, 100_000);
    adminCookie = `session=${admin.client.cookie('session')}`;
  });
  after(async () => {
    console.log(`[measure] ${DB_KIND}: ${totals.sent} malformed multipart requests to ${multipartCalls.length} calls, ${totals.fiveHundreds} answered 5xx`);
    await server.close();
  });

  it('covers every multipart call of the contract', () => {
    assert.deepEqual(multipartCalls.map((call) => call.path).sort(), [
      'admin-service/showcase-upload', 'preview-service/create', 'upload-service/upload', 'upload-service/upload-image', 'upload-service/upload-mask',
    ]);
    for (const call of multipartCalls) assert.ok(fileFieldsOf(call).size > 0, `${call.path} names its file fields`);
  });

  for (const call of multipartCalls) {
    describe(call.path, () => {
      it('garbage under a multipart content type is a 400 saying the body is malformed', async () => {
        for (const body of [Buffer.from('garbage'), Buffer.alloc(0), Buffer.from(`--${BOUNDARY}\r\nno headers here`)]) {
          const answer = await send(call, body);
          assert.equal(answer.status, 400, answer.text);
          assert.equal(answer.body.message, MALFORMED_MULTIPART_MESSAGE, answer.text);
        }
        const noBoundary = await send(call, Buffer.from('garbage'), 'multipart/form-data');
        assert.equal(noBoundary.status, 400, noBoundary.text);
      });

      it('a truncated body is a 400 saying the body is malformed', async () => {
        const whole = multipartBody(wellFormedParts(call));
        for (const cut of [whole.length - 3, Math.floor(whole.length / 2), 60]) {
          const answer = await send(call, whole.subarray(0, cut));
          assert.equal(answer.status, 400, answer.text);
          assert.equal(answer.body.message, MALFORMED_MULTIPART_MESSAGE, answer.text);
        }
      });

      it('a file field sent as text is a 400 naming the field', async () => {
        for (const name of fileFieldsOf(call)) {
          const parts = wellFormedParts(call).filter((part) => part.name !== name);
          const answer = await send(call, multipartBody([...parts, textPart(name, 'not a file')]));
          assert.equal(answer.status, 400, answer.text);
          assert.equal(answer.body.field, name, answer.text);
          assert.match(answer.body.message ?? '', /must be a file/, answer.text);
        }
      });

      it('a text field sent as a file, or a file under a name the call does not take, is a 400 naming the field', async () => {
        for (const name of [...textFieldsOf(call), 'extra']) {
          // First, so it is the first file part (a call of one file would otherwise refuse a second one).
          const answer = await send(call, multipartBody([filePart(name, photo), ...wellFormedParts(call).filter((part) => part.name !== name)]));
          assert.equal(answer.status, 400, answer.text);
          assert.equal(answer.body.field, name, answer.text);
        }
      });

      it('generated bodies (missing, extra, mistyped and cut parts, garbage) never answer 5xx', async () => {
        const names = [...textFieldsOf(call), ...fileFieldsOf(call), 'extra', ''];
        const value = fc.oneof(
          arbitraryFor(call.request).map((sample) => Buffer.from(JSON.stringify(sample) ?? '')),
          fc.constantFrom(photo, photo.subarray(0, 500), Buffer.from('\u0000\uD800'), Buffer.alloc(0)),
          fc.uint8Array({ maxLength: 64 }).map((bytes) => Buffer.from(bytes)),
        );
        const part = fc.record({
          name: fc.constantFrom(...names),
          value,
          filename: fc.option(fc.constantFrom('photo.jpg', 'mask.png', '', '../../x', 'a\u0000b'), { nil: undefined }),
          type: fc.option(fc.constantFrom('image/jpeg', 'image/png', 'text/plain', 'application/zip', 'x'), { nil: undefined }),
        });
        const cut = fc.oneof(fc.constant(undefined), fc.double({ min: 0, max: 1, noNaN: true }));
        const contentType = fc.constantFrom(`multipart/form-data; boundary=${BOUNDARY}`, 'multipart/form-data; boundary=other', 'multipart/form-data', 'multipart/mixed; boundary=' + BOUNDARY);
        await fc.assert(
          fc.asyncProperty(fc.array(part, { maxLength: 8 }), cut, contentType, async (parts, at, type) => {
            const whole = multipartBody(parts);
            const body = at === undefined ? whole : whole.subarray(0, Math.floor(whole.length * at));
            const answer = await send(call, body, type);
            assert.ok(answer.status < 500, answer.text);
          }),
          { numRuns: RUNS, seed: SEED, endOnFailure: true },
        );
      });
    });
  }
});
