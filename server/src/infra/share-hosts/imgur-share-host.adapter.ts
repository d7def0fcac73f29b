import { SHARE_CONTENT_TYPES, SHARE_EXTENSIONS, type ShareImageHost } from './share-image-host.js';

export interface ImgurSettings {
  /** https://api.imgur.com, or an Imgur-compatible host (a fake in tests). */
  apiUrl: string;
  clientId: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

const DEFAULT_TIMEOUT_MS = 20_000;

/**
 * An Imgur-compatible host (SHARE_IMAGE_HOST=imgur): an anonymous upload, `POST <api>/3/image` with
 * `Authorization: Client-ID <id>`, whose reply's `data.link` is the public copy.
 */
export function createImgurShareHost(settings: ImgurSettings): ShareImageHost {
  const doFetch = settings.fetch ?? fetch;
  const timeoutMs = settings.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  return {
    name: 'imgur',
    async host(image) {
      const form = new FormData();
      form.append('image', new Blob([new Uint8Array(image.bytes)], { type: SHARE_CONTENT_TYPES[image.format] }), `image.${SHARE_EXTENSIONS[image.format]}`);
      form.append('type', 'file');
      const response = await doFetch(`${settings.apiUrl}/3/image`, {
        method: 'POST',
        headers: { authorization: `Client-ID ${settings.clientId}`, accept: 'application/json' },
        body: form,
        redirect: 'error',
        signal: AbortSignal.timeout(timeoutMs),
      });
      const text = await response.text();
      if (!response.ok) throw new Error(`the image host answered ${response.status}: ${text.slice(0, 200)}`);
      let body: { data?: { link?: unknown; id?: unknown } };
      try {
        body = JSON.parse(text);
      } catch {
        throw new Error('the image host answered something that is not JSON');
      }
      const link = body.data?.link;
      if (typeof link !== 'string' || !/^https?:\/\/[^\s]+$/.test(link) || link.length > 2048) {
        throw new Error('the image host answered no link to the image');
      }
      return { url: link, storageKey: null, reference: typeof body.data?.id === 'string' ? body.data.id : null };
    },
  };
}
