import zlib from 'node:zlib';
import { MAX_TRAINING_IMAGES, MIN_TRAINING_IMAGES, NO_IMAGES_MESSAGE, TOO_MANY_IMAGES_MESSAGE } from 'api-client';
import { AppError } from '../../kernel/app-error.js';
import { checkZipDirectory, NOT_A_ZIP_MESSAGE, readZipEntries, type ZipDirectoryEntry } from '../../infra/zip/zip-directory.js';

export { NOT_A_ZIP_MESSAGE };
export const UNSAFE_ENTRY_MESSAGE = 'The zip file contains an unsafe file name.';
export const NESTED_FOLDER_MESSAGE = 'Please put the photos directly in the zip file, without folders.';
export const TOO_FEW_IMAGES_MESSAGE = `Please upload at least ${MIN_TRAINING_IMAGES} images.`;
export const ZIP_TOO_LARGE_MESSAGE = 'The photos in the zip file are too large.';

export interface ZipLimits {
  maxEntryBytes: number;
  maxTotalBytes: number;
}

export interface ZipEntry {
  name: string;
  data: Buffer;
}

const STORED = 0;
const DEFLATED = 8;

/**
 * The entry's bytes: stored ones are sliced out of the archive (no copy), deflated ones inflated
 * natively with a hard output cap (zlib stops at maxOutputLength, so a lying header gains nothing).
 */
function unpack(data: Buffer, entry: ZipDirectoryEntry, maxBytes: number): Buffer {
  if (entry.encrypted || (entry.method !== STORED && entry.method !== DEFLATED)) throw bad(NOT_A_ZIP_MESSAGE);
  const content = data.subarray(entry.dataStart, entry.dataStart + entry.compressedSize);
  if (entry.method === STORED) {
    if (content.length > maxBytes) throw bad(ZIP_TOO_LARGE_MESSAGE);
    return content;
  }
  try {
    return zlib.inflateRawSync(content, { maxOutputLength: Math.max(1, maxBytes) });
  } catch (error) {
    if (error instanceof RangeError || (error as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE') throw bad(ZIP_TOO_LARGE_MESSAGE);
    throw bad(NOT_A_ZIP_MESSAGE);
  }
}

const bad = (message: string) => AppError.badRequest(message, 'file');

function checkName(name: string): void {
  if (name.startsWith('/') || name.includes('\\') || /^[a-z]:/i.test(name) || name.split('/').includes('..')) throw bad(UNSAFE_ENTRY_MESSAGE);
  if (name.includes('/')) throw bad(NESTED_FOLDER_MESSAGE);
}

/**
 * The photos of a training zip, in name order (image1, image2, ... image10). Refuses unsafe or nested
 * names, the wrong number of photos, and archives that would unpack too large: the declared sizes are
 * checked before anything is inflated, and inflating stops past the limits (a lying header gains nothing).
 * The entry count is checked from the central directory before a single entry is parsed. The archive is
 * read from its headers alone (JSZip walked all 128 MB of a full-size upload first, ~0.5 s).
 */
export async function readTrainingZip(zipData: Buffer, limits: ZipLimits): Promise<ZipEntry[]> {
  checkZipDirectory(zipData);
  // A name listed twice counts once, its last entry winning (as JSZip read it).
  const byName = new Map(readZipEntries(zipData).map((entry) => [entry.name, entry]));
  const files = [...byName.values()];
  for (const file of files) checkName(file.dir ? file.name.replace(/\/$/, '/x') : file.name);
  const photos = files.filter((file) => !file.dir).sort((a, b) => a.name.localeCompare(b.name, 'en', { numeric: true }));
  if (photos.length === 0) throw bad(NO_IMAGES_MESSAGE);
  if (photos.length > MAX_TRAINING_IMAGES) throw bad(TOO_MANY_IMAGES_MESSAGE);
  if (photos.length < MIN_TRAINING_IMAGES) throw bad(TOO_FEW_IMAGES_MESSAGE);
  const declared = photos.map((file) => file.uncompressedSize);
  if (declared.some((size) => size > limits.maxEntryBytes) || declared.reduce((a, b) => a + b, 0) > limits.maxTotalBytes) {
    throw bad(ZIP_TOO_LARGE_MESSAGE);
  }
  const entries: ZipEntry[] = [];
  let total = 0;
  for (const file of photos) {
    const data = unpack(zipData, file, Math.min(limits.maxEntryBytes, limits.maxTotalBytes - total));
    total += data.length;
    entries.push({ name: file.name, data });
  }
  return entries;
}
