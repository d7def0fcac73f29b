import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { assertSafeKey, type FileStorage } from './storage.types.js';

/** Files in a local folder (DATA_DIR/files): the embedded default; S3-compatible storage replaces it at scale. */
export function createLocalStorage(root: string): FileStorage {
  const fileFor = (key: string) => {
    assertSafeKey(key);
    return path.join(root, key);
  };
  return {
    name: 'local',
    async put(key, data) {
      const file = fileFor(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      // Write then rename: a reader never sees half a file. The name is unique per write, so two writes of
      // one key at once (a retried job beside the first) each rename a whole file of their own.
      const temporary = `${file}.${process.pid}-${randomBytes(6).toString('hex')}.tmp`;
      await fs.writeFile(temporary, data);
      await fs.rename(temporary, file);
    },
    async get(key) {
      try {
        return await fs.readFile(fileFor(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(key) {
      await fs.rm(fileFor(key), { force: true });
    },
  };
}
