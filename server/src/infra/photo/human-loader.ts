import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);

/** A package's folder, found the way Node looks for it (its `exports` map hides package.json). */
function packageDir(name: string): string {
  for (const folder of require.resolve.paths(name) ?? []) {
    const candidate = path.join(folder, name);
    if (existsSync(path.join(candidate, 'package.json'))) return candidate;
  }
  throw new Error(`Human could not load: package ${name} is not installed`);
}

// The package's `exports` map points Node at the wrong bundle: take the WASM build by its file path.
const HUMAN_DIR = packageDir('@vladmandic/human');
const WASM_DIR = packageDir('@tensorflow/tfjs-backend-wasm');
// Models are served to Human's loader from disk under this made-up origin: Node's fetch knows no file://.
const MODEL_ORIGIN = 'http://human-models.invalid/';

/**
 * What every Human of this server shares: the WASM backend from node_modules, models from disk, no caching
 * between frames, nothing but the face models the caller enables (`face`).
 */
export function humanConfig(face: Record<string, unknown>) {
  const off = (...models: string[]) => Object.fromEntries(models.map((model) => [model, { enabled: false }]));
  return {
    backend: 'wasm', wasmPath: `${path.join(WASM_DIR, 'dist')}/`, wasmPlatformFetch: false, modelBasePath: MODEL_ORIGIN,
    debug: false, async: true, cacheModels: false, cacheSensitivity: 0, filter: { enabled: false },
    face: { enabled: true, ...off('mesh', 'attention', 'iris', 'emotion', 'description', 'antispoof', 'liveness', 'gear'), ...face },
    ...off('body', 'hand', 'object', 'gesture', 'segmentation'),
  };
}

/** Serves Human's model requests from its `models/` folder while it loads; every other request passes through. */
async function withModelsFromDisk<T>(work: () => Promise<T>): Promise<T> {
  const realFetch = globalThis.fetch;
  globalThis.fetch = (async (input: string | URL | Request, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (!url.startsWith(MODEL_ORIGIN)) return realFetch(input, init);
    const file = path.join(HUMAN_DIR, 'models', path.basename(new URL(url).pathname));
    const type = file.endsWith('.json') ? 'application/json' : 'application/octet-stream';
    return new Response(await fs.readFile(file), { status: 200, headers: { 'content-type': type } });
  }) as typeof fetch;
  try {
    return await work();
  } finally {
    globalThis.fetch = realFetch;
  }
}

/** The Human instance of a config (humanConfig), its models loaded from disk. */
export async function loadHuman<H extends { init(): Promise<void>; load(): Promise<void> }>(config: unknown, beforeLoad?: (human: H) => Promise<void>): Promise<H> {
  const { Human } = require(path.join(HUMAN_DIR, 'dist', 'human.node-wasm.js')) as { Human: new (config: unknown) => H };
  const human = new Human(config);
  await beforeLoad?.(human);
  await withModelsFromDisk(async () => {
    await human.init();
    await human.load();
  });
  return human;
}
