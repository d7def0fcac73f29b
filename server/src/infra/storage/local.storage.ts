import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { assertSafeKey, type FileStorage } from './storage.types.js';

const isErrno = (error: unknown, ...codes: string[]) => codes.includes((error as NodeJS.ErrnoException).code ?? '');

/**
 * Files in a local folder (DATA_DIR/files): the embedded default; S3-compatible storage replaces it at scale.
 * Folders exist only here (an object store has keys, not folders): a key's folders are made by its first
 * write and removed with its last file, so a deleted preview or model leaves no empty folder named after it.
 * The top-level areas (`previews/`, `models/`...) stay.
 */
export function createLocalStorage(root: string): FileStorage {
  const fileFor = (key: string) => {
    assertSafeKey(key);
    return path.join(root, key);
  };

  /** Removes `folder` and its parents while they are empty, up to (not including) a top-level area. */
  async function removeEmptyFolders(folder: string): Promise<void> {
    for (let dir = folder; path.relative(root, dir).split(path.sep).length > 1; dir = path.dirname(dir)) {
      try {
        await fs.rmdir(dir);
      } catch (error) {
        if (isErrno(error, 'ENOTEMPTY', 'EEXIST', 'ENOENT')) return; // still holds a file (or a write in progress), or gone
        throw error;
      }
    }
  }

  return {
    name: 'local',
    async put(key, data) {
      const file = fileFor(key);
      // Write then rename: a reader never sees half a file. The name is unique per write, so two writes of
      // one key at once (a retried job beside the first) each rename a whole file of their own.
      const temporary = `${file}.${process.pid}-${randomBytes(6).toString('hex')}.tmp`;
      for (let attempt = 1; ; attempt += 1) {
        await fs.mkdir(path.dirname(file), { recursive: true });
        try {
          await fs.writeFile(temporary, data);
          break;
        } catch (error) {
          // The last file of the folder was deleted between the mkdir and the write, and the folder with it.
          if (attempt >= 3 || !isErrno(error, 'ENOENT')) throw error;
        }
      }
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
      const file = fileFor(key);
      await fs.rm(file, { force: true });
      await removeEmptyFolders(path.dirname(file));
    },
  };
}
