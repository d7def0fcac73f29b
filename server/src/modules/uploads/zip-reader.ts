import zlib from 'node:zlib';
import JSZip from 'jszip';
import { MAX_TRAINING_IMAGES, MIN_TRAINING_IMAGES, NO_IMAGES_MESSAGE, TOO_MANY_IMAGES_MESSAGE } from 'api-client';
import { AppError } from '../../http/app-error.js';
import { checkZipDirectory, NOT_A_ZIP_MESSAGE } from './zip-directory.js';

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

interface JSZipFileInternals {
  _data?: { uncompressedSize?: number; compressedContent?: Uint8Array; compression?: { magic?: string } };
}

const STORE = '\x00\x00';
const DEFLATE = '\x08\x00';

/**
 * The fast path: stored entries are sliced, deflated ones inflated natively with a hard output cap
 * (zlib stops at maxOutputLength, so a lying header gains nothing). Null when JSZip holds the entry
 * in a form this does not know, and the streaming path takes over.
 */
function inflateNatively(file: JSZip.JSZipObject, maxBytes: number): Buffer | null {
  const data = (file as unknown as JSZipFileInternals)._data;
  const content = data?.compressedContent;
  if (!content || !(content instanceof Uint8Array)) return null;
  const magic = data?.compression?.magic;
  if (magic === STORE) {
    if (content.length > maxBytes) throw bad(ZIP_TOO_LARGE_MESSAGE);
    return Buffer.from(content.buffer, content.byteOffset, content.length);
  }
  if (magic !== DEFLATE) return null;
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

/** Inflates one entry, stopping as soon as it grows past what its own limit or the total allows. */
function inflate(file: JSZip.JSZipObject, maxBytes: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const stream = file.nodeStream('nodebuffer');
    stream.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) {
        stream.removeAllListeners('data');
        (stream as unknown as { pause(): void }).pause();
        reject(bad(ZIP_TOO_LARGE_MESSAGE));
        return;
      }
      chunks.push(chunk);
    });
    stream.on('error', () => reject(bad(NOT_A_ZIP_MESSAGE)));
    stream.on('end', () => resolve(Buffer.concat(chunks, size)));
  });
}

/**
 * The photos of a training zip, in name order (image1, image2, ... image10). Refuses unsafe or nested
 * names, the wrong number of photos, and archives that would unpack too large: the declared sizes are
 * checked before anything is inflated, and inflating stops past the limits (a lying header gains nothing).
 * The entry count is checked from the central directory before JSZip parses a single entry.
 */
export async function readTrainingZip(zipData: Buffer, limits: ZipLimits): Promise<ZipEntry[]> {
  checkZipDirectory(zipData);
  let zip: JSZip;
  try {
    zip = await JSZip.loadAsync(zipData, { checkCRC32: false });
  } catch {
    throw bad(NOT_A_ZIP_MESSAGE);
  }
  const files = Object.values(zip.files);
  for (const file of files) checkName(file.dir ? file.name.replace(/\/$/, '/x') : file.name);
  const photos = files.filter((file) => !file.dir).sort((a, b) => a.name.localeCompare(b.name, 'en', { numeric: true }));
  if (photos.length === 0) throw bad(NO_IMAGES_MESSAGE);
  if (photos.length > MAX_TRAINING_IMAGES) throw bad(TOO_MANY_IMAGES_MESSAGE);
  if (photos.length < MIN_TRAINING_IMAGES) throw bad(TOO_FEW_IMAGES_MESSAGE);
  const declared = photos.map((file) => (file as unknown as JSZipFileInternals)._data?.uncompressedSize ?? 0);
  if (declared.some((size) => size > limits.maxEntryBytes) || declared.reduce((a, b) => a + b, 0) > limits.maxTotalBytes) {
    throw bad(ZIP_TOO_LARGE_MESSAGE);
  }
  const entries: ZipEntry[] = [];
  let total = 0;
  for (const file of photos) {
    const limit = Math.min(limits.maxEntryBytes, limits.maxTotalBytes - total);
    const data = inflateNatively(file, limit) ?? (await inflate(file, limit));
    total += data.length;
    entries.push({ name: file.name, data });
  }
  return entries;
}
