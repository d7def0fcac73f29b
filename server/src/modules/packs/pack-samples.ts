import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { API_PREFIX } from 'api-client';

/** Where packs' sample images are served from: public, cacheable illustrations (no user data). */
export const PACK_SAMPLES_PATH = `${API_PREFIX}/pack-samples`;
const SAMPLES_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../assets/packs');
const SAMPLE_NAME = /^[a-z0-9][a-z0-9-]{0,80}\.svg$/;

export function sampleUrl(basePath: string, name: string): string {
  return `${basePath}${PACK_SAMPLES_PATH}/${encodeURIComponent(name)}`;
}

/** A sample image's bytes, or null for a name that is not one (never a path outside the folder). */
export async function readSample(name: string): Promise<Buffer | null> {
  if (!SAMPLE_NAME.test(name)) return null;
  try {
    return await fs.readFile(path.join(SAMPLES_DIR, name));
  } catch {
    return null;
  }
}
