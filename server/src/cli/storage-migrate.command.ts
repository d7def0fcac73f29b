import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { loadConfig } from '../config/config.js';
import { createS3Storage } from '../infra/storage/s3.storage.js';
import { localFilesRoot } from '../infra/storage/storage.factory.js';
import { assertSafeKey } from '../infra/storage/storage.types.js';
import { badInput, readOptions } from './cli-args.js';
import { cliEnvironment, CliError } from './cli-runtime.js';

const USAGE = 'npm run storage:migrate -- --to s3 [--concurrency <1-64>]  (reads DATA_DIR/files; S3_* settings name the bucket)';
/** A local write in progress (local.storage.ts writes `<key>.<pid>-<random>.tmp`, then renames). */
const TEMPORARY = /\.\d+(-[0-9a-f]+)?\.tmp$/;

/** Every file under `root`, as storage keys ("images/3/x.jpg"), in a stable order. */
async function localKeys(root: string): Promise<string[]> {
  const entries = await fs.readdir(root, { recursive: true, withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') throw new CliError(`There is no local files folder at ${root} (check DATA_DIR).`);
    throw error;
  });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .filter((key) => !TEMPORARY.test(key))
    .sort();
}

export interface MigrationCounts {
  copied: number;
  skipped: number;
  unsafe: string[];
  failed: string[];
}

/**
 * Operator tool: copies DATA_DIR/files into the S3 bucket, key for key. Resumable and idempotent: an
 * object already in the bucket with the same size and MD5 ETag is skipped, so a run cut short is simply
 * run again. The local files are left in place (switch STORAGE_DRIVER=s3 once a run reports 0 failed).
 */
export async function migrateStorage(argv: string[], env: NodeJS.ProcessEnv = process.env): Promise<string> {
  const options = readOptions(argv, ['to', 'concurrency'] as const, USAGE);
  if (options.to !== 's3') throw badInput(`--to must be s3 (got ${options.to ?? 'nothing'})`, USAGE);
  const concurrency = Number(options.concurrency ?? 8);
  if (!Number.isInteger(concurrency) || concurrency < 1 || concurrency > 64) throw badInput('--concurrency must be a whole number from 1 to 64', USAGE);
  // The bucket settings are checked as the server checks them, whatever STORAGE_DRIVER says today.
  const config = loadConfig({ ...cliEnvironment(env), STORAGE_DRIVER: 's3' });
  const root = localFilesRoot(config.dataDir);
  const keys = await localKeys(root);
  const bucket = createS3Storage(config.storage.s3);
  const counts: MigrationCounts = { copied: 0, skipped: 0, unsafe: [], failed: [] };
  const started = Date.now();
  try {
    let next = 0;
    const copyNext = async (): Promise<void> => {
      while (next < keys.length) {
        const key = keys[next++] as string;
        try {
          assertSafeKey(key);
        } catch {
          counts.unsafe.push(key);
          continue;
        }
        try {
          const data = await fs.readFile(path.join(root, key));
          const stored = await bucket.head(key);
          if (stored && stored.size === data.length && stored.etag === createHash('md5').update(data).digest('hex')) {
            counts.skipped += 1;
          } else {
            await bucket.put(key, data);
            counts.copied += 1;
          }
        } catch (error) {
          counts.failed.push(`${key}: ${(error as Error).message}`);
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(concurrency, Math.max(1, keys.length)) }, copyNext));
  } finally {
    bucket.close();
  }
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const lines = [
    `Storage migration to s3://${config.storage.s3.bucket} from ${root}: ${keys.length} files in ${seconds} s.`,
    `copied ${counts.copied}, already there ${counts.skipped}, not copied (unsafe name) ${counts.unsafe.length}, failed ${counts.failed.length}`,
    ...counts.unsafe.map((key) => `  unsafe name, left out: ${key}`),
    ...counts.failed.map((line) => `  failed: ${line}`),
  ];
  if (counts.failed.length > 0) throw new CliError(`${lines.join('\n')}\nRun the command again to retry the failed files.`);
  return lines.join('\n');
}
