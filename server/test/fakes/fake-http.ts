import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeRequest {
  method: string;
  path: string;
  /** The query string without its `?` ('' when none). */
  query: string;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

export interface FakeReply {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
  contentType?: string;
  /** Answer only after this long (injected slowness). */
  delayMs?: number;
  /** Bytes sent as they are (a file download) instead of `body` as JSON. */
  raw?: Buffer;
}

/** A node:http server on 127.0.0.1 that hands each whole request to `handle` and sends its reply. */
export async function startFakeHttpServer(handle: (request: FakeRequest) => Promise<FakeReply>) {
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const [pathPart, ...queryParts] = (req.url ?? '/').split('?');
      const request: FakeRequest = { method: req.method ?? 'GET', path: pathPart ?? '/', query: queryParts.join('?'), headers: req.headers, body: Buffer.concat(chunks) };
      handle(request)
        .catch((error: unknown): FakeReply => ({ status: 500, body: { detail: `fake server error: ${(error as Error).message}` } }))
        .then(async (reply) => {
          if (reply.delayMs) await new Promise((resolve) => setTimeout(resolve, reply.delayMs));
          if (res.destroyed) return;
          const text = reply.raw ?? (reply.body === undefined ? '' : JSON.stringify(reply.body));
          const type = reply.contentType ?? (reply.status >= 400 ? 'application/problem+json' : 'application/json');
          res.writeHead(reply.status, { 'content-type': type, ...reply.headers });
          res.end(text);
        });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export function jsonBody(request: FakeRequest): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(request.body.toString('utf8')) };
  } catch {
    return { ok: false };
  }
}

export const hex = (length: number) =>
  Array.from({ length }, () => '0123456789abcdef'[Math.floor(Math.random() * 16)]).join('');
export const replicateId = () => Array.from({ length: 26 }, () => 'abcdefghijklmnopqrstuvwxyz0123456789'[Math.floor(Math.random() * 36)]).join('');
