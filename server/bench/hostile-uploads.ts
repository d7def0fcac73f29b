/**
 * Hostile training uploads, built byte by byte so they cost the builder next to nothing: a zip of
 * hundreds of thousands of empty entries, PNGs whose header declares a huge canvas, and a zip whose
 * headers lie about an entry's size. Shared by `bench/upload.bench.ts` and the upload tests.
 */
import { once } from 'node:events';
import zlib from 'node:zlib';
import JSZip from 'jszip';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * A ZIP64 archive of `count` empty stored entries (`e0` … `e399999`): 400,000 of them make ~36 MB,
 * like the archive that used to hold the server for seconds.
 */
export function manyEntriesZip(count: number): Buffer {
  const names = Array.from({ length: count }, (_, i) => Buffer.from(`e${i}`, 'latin1'));
  const nameBytes = names.reduce((sum, name) => sum + name.length, 0);
  const localSize = 30 * count + nameBytes;
  const centralSize = 46 * count + nameBytes;
  const zip = Buffer.alloc(localSize + centralSize + 56 + 20 + 22);
  let at = 0;
  const offsets: number[] = [];
  for (const name of names) {
    offsets.push(at);
    zip.writeUInt32LE(0x04034b50, at);
    zip.writeUInt16LE(10, at + 4); // version needed; method 0, sizes and CRC 0: all zero already
    zip.writeUInt16LE(name.length, at + 26);
    name.copy(zip, at + 30);
    at += 30 + name.length;
  }
  names.forEach((name, i) => {
    zip.writeUInt32LE(0x02014b50, at);
    zip.writeUInt16LE(45, at + 4);
    zip.writeUInt16LE(10, at + 6);
    zip.writeUInt16LE(name.length, at + 28);
    zip.writeUInt32LE(offsets[i] as number, at + 42);
    name.copy(zip, at + 46);
    at += 46 + name.length;
  });
  const zip64At = at;
  zip.writeUInt32LE(0x06064b50, at);
  zip.writeBigUInt64LE(44n, at + 4); // the record's size after its first 12 bytes
  zip.writeUInt16LE(45, at + 12);
  zip.writeUInt16LE(45, at + 14);
  zip.writeBigUInt64LE(BigInt(count), at + 24);
  zip.writeBigUInt64LE(BigInt(count), at + 32);
  zip.writeBigUInt64LE(BigInt(centralSize), at + 40);
  zip.writeBigUInt64LE(BigInt(localSize), at + 48);
  at += 56;
  zip.writeUInt32LE(0x07064b50, at);
  zip.writeBigUInt64LE(BigInt(zip64At), at + 8);
  zip.writeUInt32LE(1, at + 16);
  at += 20;
  zip.writeUInt32LE(0x06054b50, at);
  zip.writeUInt16LE(0xffff, at + 8);
  zip.writeUInt16LE(0xffff, at + 10);
  zip.writeUInt32LE(0xffffffff, at + 12);
  zip.writeUInt32LE(0xffffffff, at + 16);
  return zip;
}

/** The same archive once its end record lies: it claims `claimed` entries, and JSZip would still read them all. */
export function withClaimedEntries(zip: Buffer, claimed: number): Buffer {
  const forged = Buffer.from(zip);
  const end = forged.length - 22;
  const zip64At = Number(forged.readBigUInt64LE(end - 20 + 8));
  forged.writeBigUInt64LE(BigInt(claimed), zip64At + 24);
  forged.writeBigUInt64LE(BigInt(claimed), zip64At + 32);
  return forged;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(data: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of data) crc = (CRC_TABLE[(crc ^ byte) & 0xff] as number) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])));
  return Buffer.concat([head, data, crc]);
}

function ihdr(width: number, height: number): Buffer {
  const data = Buffer.alloc(13);
  data.writeUInt32BE(width, 0);
  data.writeUInt32BE(height, 4);
  data[8] = 8; // bit depth
  data[9] = 2; // RGB
  return pngChunk('IHDR', data);
}

/** A ~130-byte PNG whose header declares width × height; its pixel data stops after the first row. */
export function pngDeclaring(width: number, height: number): Buffer {
  const firstRow = zlib.deflateSync(Buffer.alloc(1 + width * 3));
  return Buffer.concat([PNG_SIGNATURE, ihdr(width, height), pngChunk('IDAT', firstRow), pngChunk('IEND', Buffer.alloc(0))]);
}

/** A complete, valid black PNG of width × height: 16000 × 16000 deflates to ~0.75 MB and decodes to 768 MB. */
export async function blackPng(width: number, height: number): Promise<Buffer> {
  const deflate = zlib.createDeflate({ level: 9 });
  const parts: Buffer[] = [];
  deflate.on('data', (part: Buffer) => parts.push(part));
  const rowsPerWrite = 64;
  const block = Buffer.alloc((1 + width * 3) * rowsPerWrite);
  for (let row = 0; row < height; row += rowsPerWrite) {
    const rows = Math.min(rowsPerWrite, height - row);
    if (!deflate.write(block.subarray(0, (1 + width * 3) * rows))) await once(deflate, 'drain');
  }
  deflate.end();
  await once(deflate, 'end');
  return Buffer.concat([PNG_SIGNATURE, ihdr(width, height), pngChunk('IDAT', Buffer.concat(parts)), pngChunk('IEND', Buffer.alloc(0))]);
}

/** A stored zip of the given files, named image1.png, image2.png, ... */
export async function storedZip(files: Buffer[], extension = 'png'): Promise<Buffer> {
  const zip = new JSZip();
  files.forEach((data, i) => zip.file(`image${i + 1}.${extension}`, data));
  return zip.generateAsync({ type: 'nodebuffer', compression: 'STORE' });
}

/**
 * A deflate bomb whose headers lie: 11 photos and one entry that declares 1000 bytes but inflates to
 * `bombBytes` of zeros.
 */
export async function lyingDeflateBomb(photos: Buffer[], bombBytes: number): Promise<Buffer> {
  const zip = new JSZip();
  photos.slice(0, 11).forEach((data, i) => zip.file(`image${i + 1}.jpg`, data));
  zip.file('image12.jpg', Buffer.alloc(bombBytes));
  const honest = await zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
  for (let i = 0; i < honest.length - 4; i += 1) {
    if (honest.readUInt32LE(i) === bombBytes) honest.writeUInt32LE(1000, i);
  }
  return honest;
}
