import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { memoByContent } from './content-memo.js';

/** A face found in an image, in the pixels of the image given to `detect`. */
export interface DetectedFace {
  box: { x: number; y: number; width: number; height: number };
  score: number;
  /** The face description (Human's faceres, 1024 numbers) when the detector was made with `describe`. */
  embedding?: number[];
}

/** Raw interleaved RGB pixels (3 channels), as sharp's `.raw()` gives them. */
export interface RgbImage {
  data: Buffer;
  width: number;
  height: number;
}

export interface FaceDetector {
  detect(image: RgbImage): Promise<DetectedFace[]>;
}

const require = createRequire(import.meta.url);
// The package's `exports` map points Node at the wrong bundle: take the WASM build by its file path.
const HUMAN_DIR = packageDir('@vladmandic/human');
const WASM_DIR = packageDir('@tensorflow/tfjs-backend-wasm');
// Models are served to Human's loader from disk under this made-up origin: Node's fetch knows no file://.
const MODEL_ORIGIN = 'http://human-models.invalid/';
/** Photos whose faces a detector remembers (each answer is a few boxes and their descriptions). */
const REMEMBERED_PHOTOS = 256;

/** A package's folder, found the way Node looks for it (its `exports` map hides package.json). */
function packageDir(name: string): string {
  for (const folder of require.resolve.paths(name) ?? []) {
    const candidate = path.join(folder, name);
    if (existsSync(path.join(candidate, 'package.json'))) return candidate;
  }
  throw new Error(`The face detector could not load: package ${name} is not installed`);
}

interface HumanFace {
  box: [number, number, number, number];
  boxScore?: number;
  score: number;
  embedding?: number[];
}
interface HumanInstance {
  tf: { tensor4d(data: Uint8Array, shape: [number, number, number, number], dtype: 'int32'): { dispose(): void } };
  load(): Promise<void>;
  init(): Promise<void>;
  detect(input: unknown): Promise<{ face: HumanFace[]; error?: string | null }>;
}

/**
 * Only the face box detector runs (plus, with `describe`, the description model on the detector's face
 * crop): no mesh, iris or emotion, and no frame-to-frame caching.
 */
function humanConfig(maxFaces: number, describe: boolean) {
  return {
    backend: 'wasm',
    wasmPath: `${path.join(WASM_DIR, 'dist')}/`,
    wasmPlatformFetch: false,
    modelBasePath: MODEL_ORIGIN,
    debug: false,
    async: true,
    cacheModels: false,
    cacheSensitivity: 0,
    filter: { enabled: false },
    face: {
      enabled: true,
      detector: { enabled: true, modelPath: 'blazeface.json', rotation: false, maxDetected: maxFaces, minConfidence: 0.5, iouThreshold: 0.3, skipFrames: 0, skipTime: 0, return: false },
      mesh: { enabled: false },
      attention: { enabled: false },
      iris: { enabled: false },
      emotion: { enabled: false },
      description: describe ? { enabled: true, modelPath: 'faceres.json', skipFrames: 0, skipTime: 0, minConfidence: 0 } : { enabled: false },
      antispoof: { enabled: false },
      liveness: { enabled: false },
      gear: { enabled: false },
    },
    body: { enabled: false },
    hand: { enabled: false },
    object: { enabled: false },
    gesture: { enabled: false },
    segmentation: { enabled: false },
  };
}

/** Serves Human's model requests from its `models/` folder while it loads; every other request passes through. */
async function withModelsFromDisk<T>(work: () => Promise<T>): Promise<T> {
  const realFetch = globalThis.fetch;
  globalThis.fetch = (async (input: string | URL | Request, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (!url.startsWith(MODEL_ORIGIN)) return realFetch(input, init);
    const file = path.join(HUMAN_DIR, 'models', path.basename(new URL(url).pathname));
    const body = await fs.readFile(file);
    const type = file.endsWith('.json') ? 'application/json' : 'application/octet-stream';
    return new Response(body, { status: 200, headers: { 'content-type': type } });
  }) as typeof fetch;
  try {
    return await work();
  } finally {
    globalThis.fetch = realFetch;
  }
}

async function loadHuman(maxFaces: number, describe: boolean): Promise<HumanInstance> {
  const { Human } = require(path.join(HUMAN_DIR, 'dist', 'human.node-wasm.js')) as { Human: new (config: unknown) => HumanInstance };
  const human = new Human(humanConfig(maxFaces, describe));
  await withModelsFromDisk(async () => {
    await human.init();
    await human.load();
  });
  return human;
}

/**
 * Human (BlazeFace) on the WASM backend, loaded once per thread on first use (or on `load`). A detector
 * that cannot load fails every check loudly: a photo must never pass because the check did not run.
 */
export function createHumanFaceDetector(options: { maxFaces?: number; describe?: boolean } = {}): FaceDetector & { load(): Promise<void> } {
  // A photo uploaded again (a refused set sent once more, a preview's selfie reused to train) is read once.
  const remembered = memoByContent<DetectedFace[]>(REMEMBERED_PHOTOS);
  let loading: Promise<HumanInstance> | undefined;
  // Human keeps per-call state: one detection at a time.
  let queue: Promise<unknown> = Promise.resolve();
  const load = () => {
    loading ??= loadHuman(options.maxFaces ?? 5, options.describe ?? false).catch((error: unknown) => {
      loading = undefined;
      throw new Error(`The face detector could not load: ${error instanceof Error ? error.message : String(error)}`);
    });
    return loading;
  };
  return {
    /** Loads the model now rather than on the first photo (a worker warms up while it unzips). */
    async load() {
      await load();
    },
    async detect(image) {
      return remembered(image.data, `${image.width}x${image.height}`, () => detectOnce(image));
    },
  };

  async function detectOnce(image: RgbImage): Promise<DetectedFace[]> {
    const human = await load();
    const run = queue.then(async () => {
      const tensor = human.tf.tensor4d(new Uint8Array(image.data.buffer, image.data.byteOffset, image.data.length), [1, image.height, image.width, 3], 'int32');
      try {
        const result = await human.detect(tensor);
        if (result.error) throw new Error(`face detection failed: ${result.error}`);
        return result.face.map((face) => ({
          box: { x: face.box[0], y: face.box[1], width: face.box[2], height: face.box[3] },
          score: face.boxScore ?? face.score,
          ...(face.embedding?.length ? { embedding: Array.from(face.embedding) } : {}),
        }));
      } finally {
        tensor.dispose();
      }
    });
    queue = run.catch(() => undefined);
    return run;
  }
}

let shared: FaceDetector | undefined;

/**
 * The main thread's one detector, describing faces as the upload workers' do: the model loads once,
 * however many apps (tests) the process builds.
 */
export function sharedFaceDetector(): FaceDetector {
  shared ??= createHumanFaceDetector({ describe: true });
  return shared;
}
