/**
 * Whether a JPEG holds nothing but one upright sRGB picture: a JFIF header without a thumbnail, at most an
 * sRGB colour profile, its tables, one baseline or progressive frame of 3 components and its scans, ending
 * at its end-of-image marker. No EXIF (so no orientation, place or camera), no other profile, no comments,
 * no second picture and no bytes after the end. What the studio sends (a browser canvas's JPEG, which
 * Chromium tags with its sRGB profile; resize-photo.ts) is such a file; anything else, or anything this
 * does not recognise, is re-encoded by the normaliser.
 */

const SOI = 0xd8;
const EOI = 0xd9;
const SOS = 0xda;
const APP0 = 0xe0;
/** Baseline, extended sequential and progressive Huffman frames. */
const FRAMES = new Set([0xc0, 0xc1, 0xc2]);
/** Tables a scan may be preceded by, also between the scans of a progressive picture. */
const TABLES = new Set([0xc4, 0xdb, 0xdd]);
const JFIF = Buffer.from('JFIF\0', 'latin1');
const APP2 = 0xe2;
const ICC = Buffer.from('ICC_PROFILE\0', 'latin1');
const ICC_HEADER_SIZE = 128;

/** An APP2 segment holding a whole ICC profile (one chunk) of RGB data that describes itself as sRGB. */
function isSrgbProfile(segment: Buffer): boolean {
  if (segment.length < ICC.length + 2 + ICC_HEADER_SIZE + 4 || !segment.subarray(0, ICC.length).equals(ICC)) return false;
  if (segment[ICC.length] !== 1 || segment[ICC.length + 1] !== 1) return false;
  const profile = segment.subarray(ICC.length + 2);
  if (profile.toString('latin1', 16, 20) !== 'RGB ') return false;
  const tags = profile.readUInt32BE(ICC_HEADER_SIZE);
  for (let i = 0; i < tags && ICC_HEADER_SIZE + 4 + (i + 1) * 12 <= profile.length; i += 1) {
    const entry = ICC_HEADER_SIZE + 4 + i * 12;
    if (profile.toString('latin1', entry, entry + 4) !== 'desc') continue;
    const offset = profile.readUInt32BE(entry + 4);
    const size = profile.readUInt32BE(entry + 8);
    if (offset + size > profile.length) return false;
    // 'desc' (ICC 2, ASCII) or 'mluc' (ICC 4, UTF-16): without the zero bytes both read as text.
    return Buffer.from(profile.subarray(offset, offset + size).filter((byte) => byte !== 0)).toString('latin1').includes('sRGB');
  }
  return false;
}

export interface PlainJpeg {
  width: number;
  height: number;
}

/** The picture's size when `data` is a plain JPEG (see above), else null. */
export function plainJpeg(data: Buffer): PlainJpeg | null {
  if (data.length < 4 || data[0] !== 0xff || data[1] !== SOI) return null;
  let size: PlainJpeg | null = null;
  let at = 2;
  let inScan = false;
  while (at < data.length) {
    if (inScan) {
      // Entropy-coded data: 0xFF is followed by 0x00 (a stuffed byte), a restart marker, or a marker.
      const ff = data.indexOf(0xff, at);
      if (ff < 0 || ff + 1 >= data.length) return null;
      const next = data[ff + 1] as number;
      if (next === 0x00 || (next >= 0xd0 && next <= 0xd7)) {
        at = ff + 2;
        continue;
      }
      if (next === 0xff) {
        at = ff + 1;
        continue;
      }
      inScan = false;
      at = ff;
    }
    if (data[at] !== 0xff) return null;
    while (data[at + 1] === 0xff) at += 1;
    const marker = data[at + 1];
    if (marker === undefined) return null;
    if (marker === EOI) return size !== null && at + 2 === data.length ? size : null;
    if (at + 4 > data.length) return null;
    const length = data.readUInt16BE(at + 2);
    const end = at + 2 + length;
    if (length < 2 || end > data.length) return null;
    if (marker === APP0) {
      // A JFIF header, without the thumbnail it may carry.
      if (length < 16 || !data.subarray(at + 4, at + 9).equals(JFIF) || data[at + 16] !== 0 || data[at + 17] !== 0) return null;
    } else if (marker === APP2) {
      if (!isSrgbProfile(data.subarray(at + 4, end))) return null;
    } else if (FRAMES.has(marker)) {
      if (size !== null || length < 8 || data[at + 9] !== 3) return null;
      size = { height: data.readUInt16BE(at + 5), width: data.readUInt16BE(at + 7) };
    } else if (marker === SOS) {
      if (size === null) return null;
      inScan = true;
    } else if (!TABLES.has(marker)) {
      return null;
    }
    at = end;
  }
  return null;
}
