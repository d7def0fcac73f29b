import { memoByContent } from './content-memo.js';
import { humanConfig, loadHuman } from './human-loader.js';

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

/** Photos whose faces a detector remembers (each answer is a few boxes and their descriptions). */
const REMEMBERED_PHOTOS = 256;

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
const detectorConfig = (maxFaces: number, describe: boolean) => humanConfig({
  detector: { enabled: true, modelPath: 'blazeface.json', rotation: false, maxDetected: maxFaces, minConfidence: 0.5, iouThreshold: 0.3, skipFrames: 0, skipTime: 0, return: false },
  ...(describe ? { description: { enabled: true, modelPath: 'faceres.json', skipFrames: 0, skipTime: 0, minConfidence: 0 } } : {}),
});

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
    loading ??= loadHuman<HumanInstance>(detectorConfig(options.maxFaces ?? 5, options.describe ?? false)).catch((error: unknown) => {
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
