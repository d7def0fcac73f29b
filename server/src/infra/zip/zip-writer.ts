import { Readable } from 'node:stream';
import { crc32 } from 'node:zlib';

export interface ZipSource {
  /** The entry's name inside the archive (UTF-8). */
  name: string;
  /** Reads the bytes when the archive gets to this entry; null skips it. */
  load: () => Promise<Buffer | null>;
}

const LOCAL_HEADER = 0x04034b50;
const CENTRAL_HEADER = 0x02014b50;
const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
const VERSION = 20;
const UTF8_NAMES = 0x0800;
const MAX_32 = 0xffffffff;

/** MS-DOS time and date fields (2-second resolution, local time as zip tools expect). */
function dosDateTime(date: Date): { time: number; date: number } {
  return {
    time: (date.getHours() << 11) | (date.getMinutes() << 5) | Math.floor(date.getSeconds() / 2),
    date: ((Math.max(1980, date.getFullYear()) - 1980) << 9) | ((date.getMonth() + 1) << 5) | date.getDate(),
  };
}

interface Written {
  name: Buffer;
  crc: number;
  size: number;
  offset: number;
}

function localHeader(entry: Omit<Written, 'offset'>, stamp: { time: number; date: number }): Buffer {
  const header = Buffer.alloc(30);
  header.writeUInt32LE(LOCAL_HEADER, 0);
  header.writeUInt16LE(VERSION, 4);
  header.writeUInt16LE(UTF8_NAMES, 6);
  header.writeUInt16LE(0, 8); // stored: photos are compressed already
  header.writeUInt16LE(stamp.time, 10);
  header.writeUInt16LE(stamp.date, 12);
  header.writeUInt32LE(entry.crc, 14);
  header.writeUInt32LE(entry.size, 18);
  header.writeUInt32LE(entry.size, 22);
  header.writeUInt16LE(entry.name.length, 26);
  header.writeUInt16LE(0, 28);
  return Buffer.concat([header, entry.name]);
}

function centralHeader(entry: Written, stamp: { time: number; date: number }): Buffer {
  const header = Buffer.alloc(46);
  header.writeUInt32LE(CENTRAL_HEADER, 0);
  header.writeUInt16LE(VERSION, 4);
  header.writeUInt16LE(VERSION, 6);
  header.writeUInt16LE(UTF8_NAMES, 8);
  header.writeUInt16LE(0, 10);
  header.writeUInt16LE(stamp.time, 12);
  header.writeUInt16LE(stamp.date, 14);
  header.writeUInt32LE(entry.crc, 16);
  header.writeUInt32LE(entry.size, 20);
  header.writeUInt32LE(entry.size, 24);
  header.writeUInt16LE(entry.name.length, 28);
  header.writeUInt32LE(entry.offset, 42);
  return Buffer.concat([header, entry.name]);
}

function endRecord(count: number, size: number, offset: number): Buffer {
  const record = Buffer.alloc(22);
  record.writeUInt32LE(END_OF_CENTRAL_DIRECTORY, 0);
  record.writeUInt16LE(count, 8);
  record.writeUInt16LE(count, 10);
  record.writeUInt32LE(size, 12);
  record.writeUInt32LE(offset, 16);
  return record;
}

async function* zipChunks(sources: readonly ZipSource[], now: Date): AsyncGenerator<Buffer> {
  const stamp = dosDateTime(now);
  const written: Written[] = [];
  let offset = 0;
  for (const source of sources) {
    // One file in memory at a time: it is read only when the client has taken the one before.
    const data = await source.load();
    if (!data) continue;
    const entry = { name: Buffer.from(source.name, 'utf8'), crc: crc32(data) >>> 0, size: data.length };
    if (offset + data.length + 30 + entry.name.length > MAX_32) throw new Error('zip too large for a 32-bit archive');
    const header = localHeader(entry, stamp);
    written.push({ ...entry, offset });
    offset += header.length + data.length;
    yield header;
    yield data;
  }
  const central = Buffer.concat(written.map((entry) => centralHeader(entry, stamp)));
  yield central;
  yield endRecord(written.length, central.length, offset);
}

/**
 * A zip of already-compressed photos, written as it is read: entries are stored (no deflate), each file
 * loaded only when the stream reaches it, so memory holds one photo whatever the archive's size.
 * Sizes and CRCs sit in the local headers (each photo is read whole before its header), which every
 * unzip tool reads; archives stay under 4 GiB (no ZIP64), far above any download's cap.
 */
export function zipStream(sources: readonly ZipSource[], now = new Date()): Readable {
  return Readable.from(zipChunks(sources, now), { objectMode: false, highWaterMark: 1 });
}

/** A whole stored zip in memory, for archives made to be sent on (the photos a trainer receives). */
export async function storedZip(entries: readonly { name: string; data: Buffer }[]): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of zipStream(entries.map(({ name, data }) => ({ name, load: async () => data })))) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
