import { randomBytes } from 'node:crypto';
import type { FileStorage } from '../storage/storage.types.js';
import { SHARE_EXTENSIONS, type ShareImageHost } from './share-image-host.js';

/** Public copies live under this storage prefix and are served at `/shared/<name>` (offers.module.ts). */
export const SHARED_KEY_PREFIX = 'shared/';
export const SHARED_PATH = '/shared';
/** 128 random bits in hex and the image's real extension: unguessable, and nothing else is served there. */
export const SHARED_NAME = /^[0-9a-f]{32}\.(jpg|png|webp)$/;

/**
 * Our own public share URL (SHARE_IMAGE_HOST=local, the default): the bytes are copied into storage under
 * `shared/` with a random name, and `<SHARE_PUBLIC_URL><BASE_PATH>/shared/<name>` serves them to anyone,
 * for good (no signature, no expiry: a Reddit post must keep its picture).
 */
export function createLocalShareHost(options: { storage: FileStorage; publicUrl: string; basePath: string }): ShareImageHost {
  return {
    name: 'local',
    async host(image) {
      const name = `${randomBytes(16).toString('hex')}.${SHARE_EXTENSIONS[image.format]}`;
      const storageKey = `${SHARED_KEY_PREFIX}${name}`;
      await options.storage.put(storageKey, image.bytes);
      return { url: `${options.publicUrl}${options.basePath}${SHARED_PATH}/${name}`, storageKey, reference: null };
    },
  };
}
