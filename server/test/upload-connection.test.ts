// @test-databases pglite postgres — refusals before the body is read, shown on both engines
import assert from 'node:assert/strict';
import http from 'node:http';
import { after, before, describe, it } from 'node:test';
import { SEND_ONE_ZIP_MESSAGE } from 'api-client';
import { FILE_TOO_LARGE_MESSAGE } from '../src/http/multipart-body.js';
import { createSignedInUser } from './helpers/fixtures.js';
import { startTestServer, type TestServer } from './helpers/test-server.js';
import { grantCredits, trainingEnv } from './fixtures/upload-helpers.js';

const BOUNDARY = 'hostile-upload-boundary';

/** A multipart body: the form's text fields, then each file part in turn. */
function multipart(files: { name: string; bytes: number }[]): Buffer {
  const text = (name: string, value: string) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  const parts: Buffer[] = [Buffer.from(text('modelName', 'Ada') + text('modelClass', 'woman') + text('modelCharacteristics', ''))];
  for (const file of files) {
    parts.push(Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: application/zip\r\n\r\n`));
    parts.push(Buffer.alloc(file.bytes, 0x41), Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return Buffer.concat(parts);
}

/** One request on `agent`, its answer read whole; fails if no answer comes within `timeoutMs`. */
function send(server: TestServer, agent: http.Agent, options: { method: string; path: string; cookie?: string; body?: Buffer }, timeoutMs = 10_000) {
  return new Promise<{ status: number; connection: string | undefined; body: string }>((resolve, reject) => {
    const request = http.request(`${server.url}${options.path}`, {
      method: options.method, agent,
      headers: {
        ...(options.cookie ? { cookie: options.cookie } : {}),
        ...(options.body ? { 'content-type': `multipart/form-data; boundary=${BOUNDARY}`, 'content-length': options.body.length } : {}),
      },
    }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, connection: response.headers.connection, body }));
    });
    request.setTimeout(timeoutMs, () => request.destroy(new Error(`no answer to ${options.method} ${options.path} within ${timeoutMs} ms`)));
    // The server may answer and close before the whole body is written: that is the point.
    request.on('error', (error: NodeJS.ErrnoException) => (error.code === 'EPIPE' || error.code === 'ECONNRESET' ? undefined : reject(error)));
    request.end(options.body);
  });
}

describe('an upload refused before its body is read closes its connection, and the client goes on', () => {
  let server: TestServer;
  let cookie: string;
  before(async () => {
    server = await startTestServer({ ...trainingEnv(), UPLOAD_MAX_MB: '1' });
    const user = await createSignedInUser(server);
    await grantCredits(server, user.accountId, 1150);
    cookie = `session=${user.client.cookie('session')}`;
  });
  after(() => server.close());

  for (const [what, files, status, message] of [
    ['a file over UPLOAD_MAX_MB', [{ name: 'photos.zip', bytes: 6 * 1024 * 1024 }], 413, FILE_TOO_LARGE_MESSAGE],
    ['a second file part', [{ name: 'a.zip', bytes: 1000 }, { name: 'b.zip', bytes: 4 * 1024 * 1024 }], 400, SEND_ONE_ZIP_MESSAGE],
  ] as const) {
    it(`${what}: ${status} "${message}", Connection: close, and the next request on the same client is answered`, async () => {
      const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
      try {
        const refused = await send(server, agent, { method: 'POST', path: '/ai-photographer/upload-service/upload', cookie, body: multipart([...files]) });
        assert.equal(refused.status, status, refused.body);
        assert.equal(JSON.parse(refused.body).message, message);
        assert.equal(refused.connection, 'close');
        const next = await send(server, agent, { method: 'GET', path: '/ai-photographer/auth-service/status', cookie });
        assert.equal(next.status, 200);
        const again = await send(server, agent, { method: 'POST', path: '/ai-photographer/upload-service/upload', cookie, body: multipart([{ name: 'c.zip', bytes: 10 }]) });
        assert.ok(again.status >= 400 && again.status < 500, `${again.status} ${again.body}`);
      } finally {
        agent.destroy();
      }
    });
  }
});
