import type { FileStorage } from '../../src/infra/storage/storage.types.js';

/** File storage in a map; `failPuts` makes every put fail (a full disk, a lost bucket). */
export function createInMemoryStorage(options: { failPuts?: boolean } = {}) {
  const files = new Map<string, Buffer>();
  const storage: FileStorage = {
    name: 'local',
    async put(key, data) {
      if (options.failPuts) throw new Error('the in-memory storage refuses writes');
      files.set(key, Buffer.from(data));
    },
    get: async (key) => files.get(key) ?? null,
    async delete(key) {
      files.delete(key);
    },
  };
  return { storage, files };
}
