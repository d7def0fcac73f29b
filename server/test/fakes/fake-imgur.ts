import { randomBytes } from 'node:crypto';
import { startFakeHttpServer, type FakeReply } from './fake-http.js';

/**
 * An Imgur-compatible image host: `POST /3/image` with `Authorization: Client-ID <clientId>` and a
 * multipart `image` answers `{ data: { id, link }, success, status }` as Imgur's API does. `fail` makes
 * the next uploads answer an error status.
 */
export async function startFakeImgur(clientId: string) {
  const uploads: Array<{ id: string; bytes: number; contentType: string }> = [];
  let failure: number | null = null;
  const server = await startFakeHttpServer(async (request): Promise<FakeReply> => {
    if (request.method !== 'POST' || request.path !== '/3/image') return { status: 404, body: { data: { error: 'Not found' }, success: false, status: 404 } };
    if (request.headers.authorization !== `Client-ID ${clientId}`) {
      return { status: 403, body: { data: { error: 'Invalid client_id' }, success: false, status: 403 } };
    }
    if (failure !== null) return { status: failure, body: { data: { error: 'Over capacity' }, success: false, status: failure } };
    const contentType = String(request.headers['content-type'] ?? '');
    if (!contentType.startsWith('multipart/form-data') || !request.body.includes(Buffer.from('name="image"'))) {
      return { status: 400, body: { data: { error: 'No image data was sent to the upload api' }, success: false, status: 400 } };
    }
    const id = randomBytes(4).toString('hex');
    uploads.push({ id, bytes: request.body.length, contentType });
    return { status: 200, body: { data: { id, link: `https://i.imgur.test/${id}.jpg`, deletehash: randomBytes(8).toString('hex') }, success: true, status: 200 } };
  });
  return {
    ...server,
    uploads,
    fail(status: number | null) {
      failure = status;
    },
  };
}
