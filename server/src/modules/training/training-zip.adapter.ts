import JSZip from 'jszip';

export interface ZipEntry {
  name: string;
  data: Buffer;
}

/** The zip a trainer receives. The photos are JPEGs already: storing them uncompressed saves time and loses nothing. */
export function storedZip(entries: ZipEntry[]): Promise<Buffer> {
  const zip = new JSZip();
  for (const entry of entries) zip.file(entry.name, entry.data);
  return zip.generateAsync({ type: 'nodebuffer', compression: 'STORE' });
}
