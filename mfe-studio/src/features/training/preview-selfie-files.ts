import { apiFileUrl } from 'api-client';
import { extensionOf } from './upload-rules';

const EXTENSION_OF_TYPE: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' };
const TYPE_OF_EXTENSION: Record<string, string> = { jpg: 'image/jpeg', jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };

/** A file name the picker's format check accepts: from the answer's type, else the link's extension, else JPEG. */
function nameAndType(blob: Blob, url: string, position: number): { name: string; type: string } {
  const fromBlob = blob.type.split(';')[0]?.trim().toLowerCase() ?? '';
  const fromUrl = extensionOf(url.split(/[?#]/)[0] ?? '');
  const type = EXTENSION_OF_TYPE[fromBlob] ? fromBlob : (TYPE_OF_EXTENSION[fromUrl] ?? 'image/jpeg');
  return { name: `preview-selfie-${position}.${EXTENSION_OF_TYPE[type]}`, type };
}

/**
 * The free preview's selfies as Files for the upload, fetched from their signed links (the links carry their
 * own signature: no session needed). A link that fails fails them all: half a reuse would surprise.
 */
export async function previewSelfieFiles(urls: readonly string[], signal?: AbortSignal): Promise<File[]> {
  return Promise.all(urls.map(async (url, index) => {
    const response = await fetch(apiFileUrl(url), { signal });
    if (!response.ok) throw new Error(`Preview selfie ${index + 1} answered ${response.status}`);
    const blob = await response.blob();
    const { name, type } = nameAndType(blob, url, index + 1);
    return new File([blob], name, { type });
  }));
}
