import { PREVIEW_STYLES, type Persona } from 'api-client';
import sharp from 'sharp';
import type { ImageOutcome, PreviewEngine, PreviewRequest } from '../src/modules/generation/index.js';
import { face, fixture, onePerson } from './fixtures/upload-helpers.js';
import type { HttpClient } from './helpers/http-client.js';
import type { TestServer } from './helpers/test-server.js';

export { face, fixture, onePerson };

/** A fresh browser's preview cookie (22 base64url characters, as the server makes them). */
export const newDevice = () => Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString('base64url');

export interface CreateReply {
  status: number;
  body: any;
  /** The preview cookie the server set, if it set one. */
  device?: string;
}

/**
 * POST preview-service/create as the browser sends it: multipart, one `file` part per selfie, with the
 * session and (when given) the preview cookie, from `ip`.
 */
export async function createPreview(
  server: TestServer, client: HttpClient, selfies: Buffer[], options: { ip?: string; device?: string } = {},
): Promise<CreateReply> {
  const form = new FormData();
  selfies.forEach((bytes, i) => form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), `selfie-${i + 1}.jpg`));
  const request = new Request('http://preview.test/', { method: 'POST', body: form });
  const cookies = [`session=${client.cookie('session') ?? ''}`, ...(options.device ? [`preview_device=${options.device}`] : [])];
  const reply = await server.built.app.inject({
    method: 'POST',
    url: '/ai-photographer/preview-service/create',
    headers: { 'content-type': request.headers.get('content-type')!, cookie: cookies.join('; ') },
    payload: Buffer.from(await request.arrayBuffer()),
    remoteAddress: options.ip ?? '127.0.0.1',
  });
  const setCookie = [reply.headers['set-cookie'] ?? []].flat().find((line) => line.startsWith('preview_device='));
  return { status: reply.statusCode, body: reply.json(), device: setCookie?.split(';')[0]?.split('=')[1] };
}

/** Asks `read` again (25 ms apart, at most `tries` times) until `done` holds; the last answer either way. */
export async function pollUntil<T>(read: () => Promise<T>, done: (value: T) => boolean, tries = 400): Promise<T> {
  let value = await read();
  for (let i = 0; i < tries && !done(value); i += 1) {
    await new Promise((resolve) => setTimeout(resolve, 25));
    value = await read();
  }
  return value;
}

/** A photo an engine might answer: one colour, larger than a preview keeps. */
export const plainPhoto = (width = 1200, height = 1600, colour = { r: 128, g: 128, b: 128 }) =>
  sharp({ create: { width, height, channels: 3, background: colour } }).jpeg({ quality: 95 }).toBuffer();

/** The styles a preview of `persona` makes, in order. */
export const stylesFor = (persona: Persona) => PREVIEW_STYLES[persona];

/**
 * A preview engine whose photos wait for the test: `release(i)` lets style i's photo through (its
 * prompt tells them apart), `fail(i)` makes it fail. Records every request.
 */
export function gatedPreviewEngine(persona: Persona, photo: Buffer) {
  const styles = stylesFor(persona);
  const gates = styles.map(() => {
    let resolve!: (outcome: ImageOutcome) => void;
    const promise = new Promise<ImageOutcome>((settle) => {
      resolve = settle;
    });
    return { promise, resolve };
  });
  const requests: PreviewRequest[] = [];
  const engine: PreviewEngine = {
    name: 'replicate',
    available: true,
    preview(request) {
      requests.push(request);
      const index = styles.findIndex((style) => style.prompt === request.prompt);
      return gates[index]!.promise;
    },
  };
  return {
    engine,
    requests,
    release: (index: number) => gates[index]!.resolve({ ok: true, bytes: photo, contentType: 'image/jpeg' }),
    fail: (index: number) => gates[index]!.resolve({ ok: false, error: 'the provider refused' }),
  };
}

/** An engine that answers at once with `photo` and counts its calls. */
export function instantPreviewEngine(photo: Buffer, name: PreviewEngine['name'] = 'replicate') {
  const calls = { count: 0 };
  const engine: PreviewEngine = {
    name,
    available: true,
    async preview() {
      calls.count += 1;
      return { ok: true, bytes: photo, contentType: 'image/jpeg' };
    },
  };
  return { engine, calls };
}

/** The bytes behind a signed file link, as the browser loads them (local storage: the file route sends them). */
export async function fetchFile(server: TestServer, url: string): Promise<{ status: number; bytes: Buffer }> {
  const reply = await server.built.app.inject({ method: 'GET', url });
  return { status: reply.statusCode, bytes: reply.rawPayload };
}
