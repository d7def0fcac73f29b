import { MAX_TRAINING_IMAGES, TOO_MANY_IMAGES_MESSAGE } from 'api-client';
import { AppError } from '../../kernel/app-error.js';

export const NOT_A_ZIP_MESSAGE = 'The upload must be a zip file of your photos.';

/**
 * Most entries a training zip may list: every photo with a macOS `__MACOSX/._` companion, plus a few
 * folder entries. Such zips are still refused, but by the reader with its precise message; anything
 * longer is refused here before a single entry is parsed.
 */
export const MAX_ZIP_ENTRIES = 2 * MAX_TRAINING_IMAGES + 4;

const EOCD = 0x06054b50;
const EOCD_SIZE = 22;
const ZIP64_LOCATOR = 0x07064b50;
const ZIP64_LOCATOR_SIZE = 20;
const ZIP64_EOCD = 0x06064b50;
const ZIP64_EOCD_SIZE = 56;
const CENTRAL_HEADER = 0x02014b50;
const CENTRAL_HEADER_SIZE = 46;
const MAX_COMMENT = 0xffff;

const bad = (message: string) => AppError.badRequest(message, 'file');

interface Directory {
  /** The total the archive declares. */
  declaredEntries: number;
  /** Where its first central header really starts (after any bytes prepended to the archive). */
  start: number;
  /** How many bytes precede the archive (a self-extractor's stub): every offset it gives is shifted by them. */
  prepended: number;
}

function findEndRecord(data: Buffer): number {
  const lowest = Math.max(0, data.length - EOCD_SIZE - MAX_COMMENT);
  for (let at = data.length - EOCD_SIZE; at >= lowest; at -= 1) {
    if (data.readUInt32LE(at) === EOCD) return at;
  }
  throw bad(NOT_A_ZIP_MESSAGE);
}

function safeNumber(value: bigint): number {
  if (value > BigInt(Number.MAX_SAFE_INTEGER)) throw bad(NOT_A_ZIP_MESSAGE);
  return Number(value);
}

/** The ZIP64 record's count, size and offset, found through the locator just before the end record. */
function readZip64(data: Buffer, endAt: number) {
  const locatorAt = endAt - ZIP64_LOCATOR_SIZE;
  if (locatorAt < 0 || data.readUInt32LE(locatorAt) !== ZIP64_LOCATOR) throw bad(NOT_A_ZIP_MESSAGE);
  // Where the locator says, or (bytes prepended to the archive shift it) just before the locator.
  const recordAt = [safeNumber(data.readBigUInt64LE(locatorAt + 8)), locatorAt - ZIP64_EOCD_SIZE]
    .find((at) => at >= 0 && at + ZIP64_EOCD_SIZE <= locatorAt && data.readUInt32LE(at) === ZIP64_EOCD);
  if (recordAt === undefined) throw bad(NOT_A_ZIP_MESSAGE);
  return {
    entries: safeNumber(data.readBigUInt64LE(recordAt + 32)),
    size: safeNumber(data.readBigUInt64LE(recordAt + 40)),
    offset: safeNumber(data.readBigUInt64LE(recordAt + 48)),
    // What lies between the directory and the end record: the ZIP64 record and its locator.
    trailer: 12 + safeNumber(data.readBigUInt64LE(recordAt + 4)) + ZIP64_LOCATOR_SIZE,
  };
}

/** The end of central directory record (ZIP64 too). */
function readDirectory(data: Buffer): Directory {
  const endAt = findEndRecord(data);
  const fields = {
    entries: data.readUInt16LE(endAt + 10),
    size: data.readUInt32LE(endAt + 12),
    offset: data.readUInt32LE(endAt + 16),
    trailer: 0,
  };
  const zip64 = [4, 6, 8, 10].some((at) => data.readUInt16LE(endAt + at) === 0xffff) || fields.size === 0xffffffff || fields.offset === 0xffffffff;
  const { entries, size, offset, trailer } = zip64 ? readZip64(data, endAt) : fields;
  // Bytes before the archive (a self-extractor's stub) shift every offset; fewer bytes than the
  // directory claims mean a truncated or forged archive.
  const prepended = endAt - (offset + size + trailer);
  if (prepended < 0) throw bad(NOT_A_ZIP_MESSAGE);
  return { declaredEntries: entries, start: offset + prepended, prepended };
}

/**
 * Refuses, from the archive's tail alone, a zip with more entries than a training upload can hold, or
 * whose central directory claims more bytes than were uploaded. Runs before anything else is parsed:
 * 400,000 empty entries are refused in microseconds, not seconds. The headers are walked as well
 * (at most MAX_ZIP_ENTRIES + 1), whatever the count says.
 */
export function checkZipDirectory(data: Buffer): void {
  if (data.length < EOCD_SIZE) throw bad(NOT_A_ZIP_MESSAGE);
  const { declaredEntries, start } = readDirectory(data);
  if (declaredEntries > MAX_ZIP_ENTRIES) throw bad(TOO_MANY_IMAGES_MESSAGE);
  let at = start;
  for (let count = 0; at + CENTRAL_HEADER_SIZE <= data.length && data.readUInt32LE(at) === CENTRAL_HEADER; count += 1) {
    if (count === MAX_ZIP_ENTRIES) throw bad(TOO_MANY_IMAGES_MESSAGE);
    at += CENTRAL_HEADER_SIZE + data.readUInt16LE(at + 28) + data.readUInt16LE(at + 30) + data.readUInt16LE(at + 32);
  }
}

/** One file of the archive as its central directory describes it. */
export interface ZipDirectoryEntry {
  name: string;
  /** A folder entry (its name ends with '/', or its DOS attributes say so). */
  dir: boolean;
  /** 0 stored, 8 deflated; anything else cannot be read. */
  method: number;
  encrypted: boolean;
  compressedSize: number;
  uncompressedSize: number;
  /** Where its compressed bytes start in `data` (after the local header), checked to lie inside it. */
  dataStart: number;
}

const LOCAL_HEADER = 0x04034b50;
const LOCAL_HEADER_SIZE = 30;
const ZIP64_EXTRA = 0x0001;
const MAX_32 = 0xffffffff;
const DOS_DIRECTORY = 0x10;

/** The 64-bit sizes and offset of a ZIP64 entry: its extra field holds those whose 32-bit field is 0xFFFFFFFF. */
function zip64Fields(data: Buffer, extraAt: number, extraEnd: number, fields: { uncompressed: number; compressed: number; offset: number }) {
  for (let at = extraAt; at + 4 <= extraEnd;) {
    const id = data.readUInt16LE(at);
    const size = data.readUInt16LE(at + 2);
    if (at + 4 + size > extraEnd) break;
    if (id === ZIP64_EXTRA) {
      let field = at + 4;
      const next = (): number => {
        if (field + 8 > at + 4 + size) throw bad(NOT_A_ZIP_MESSAGE);
        const value = safeNumber(data.readBigUInt64LE(field));
        field += 8;
        return value;
      };
      if (fields.uncompressed === MAX_32) fields.uncompressed = next();
      if (fields.compressed === MAX_32) fields.compressed = next();
      if (fields.offset === MAX_32) fields.offset = next();
      return fields;
    }
    at += 4 + size;
  }
  return fields;
}

/**
 * Every entry of the central directory (call checkZipDirectory first: it bounds their number), with
 * where its bytes lie, checked against the archive's length. Reads headers only: the photos are sliced
 * out of `data` by the caller, so no byte of them is copied or walked here.
 */
export function readZipEntries(data: Buffer): ZipDirectoryEntry[] {
  const { declaredEntries, start, prepended } = readDirectory(data);
  const entries: ZipDirectoryEntry[] = [];
  let at = start;
  for (let count = 0; count < declaredEntries; count += 1) {
    if (at + CENTRAL_HEADER_SIZE > data.length || data.readUInt32LE(at) !== CENTRAL_HEADER) throw bad(NOT_A_ZIP_MESSAGE);
    const flags = data.readUInt16LE(at + 8);
    const nameLength = data.readUInt16LE(at + 28);
    const extraLength = data.readUInt16LE(at + 30);
    const commentLength = data.readUInt16LE(at + 32);
    const nameAt = at + CENTRAL_HEADER_SIZE;
    const extraAt = nameAt + nameLength;
    const next = extraAt + extraLength + commentLength;
    if (next > data.length) throw bad(NOT_A_ZIP_MESSAGE);
    const name = data.toString('utf8', nameAt, extraAt);
    const { uncompressed, compressed, offset } = zip64Fields(data, extraAt, extraAt + extraLength, {
      uncompressed: data.readUInt32LE(at + 24), compressed: data.readUInt32LE(at + 20), offset: data.readUInt32LE(at + 42),
    });
    const localAt = offset + prepended;
    if (localAt < 0 || localAt + LOCAL_HEADER_SIZE > data.length || data.readUInt32LE(localAt) !== LOCAL_HEADER) throw bad(NOT_A_ZIP_MESSAGE);
    const dataStart = localAt + LOCAL_HEADER_SIZE + data.readUInt16LE(localAt + 26) + data.readUInt16LE(localAt + 28);
    if (dataStart + compressed > data.length) throw bad(NOT_A_ZIP_MESSAGE);
    entries.push({
      name,
      dir: name.endsWith('/') || (data.readUInt32LE(at + 38) & DOS_DIRECTORY) !== 0,
      method: data.readUInt16LE(at + 10),
      encrypted: (flags & 1) !== 0,
      compressedSize: compressed,
      uncompressedSize: uncompressed,
      dataStart,
    });
    at = next;
  }
  return entries;
}
