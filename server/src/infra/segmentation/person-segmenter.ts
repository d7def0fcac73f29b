// The person mask: MediaPipe's selfie segmentation model (the "general" 256×256 one, which ML Kit
// uses), read from its npm package and run with TensorFlow.js on the WASM backend, on this thread.
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import * as tf from '@tensorflow/tfjs-core';
import { setWasmPaths } from '@tensorflow/tfjs-backend-wasm';
import { compileTfliteModel, type CompiledModel } from './tflite-runner.js';
import { readTfliteModel } from './tflite-model.js';

/** Raw interleaved RGB pixels (3 channels), as sharp's `.raw()` gives them. */
export interface RgbPixels {
  data: Uint8Array;
  width: number;
  height: number;
}

/** How sure the model is, per pixel, that the pixel shows a person: 0..1, row by row. */
export interface PersonMask {
  data: Float32Array;
  width: number;
  height: number;
}

export interface PersonSegmenter {
  /** The model's input size: `segment` wants pixels of exactly this size (stretched, not cropped). */
  readonly inputSize: { width: number; height: number };
  segment(image: RgbPixels): Promise<PersonMask>;
}

const MODEL_PACKAGE = '@mediapipe/selfie_segmentation';
const MODEL_FILE = 'selfie_segmentation.tflite';
const require = createRequire(import.meta.url);

/** A file of an installed package, found the way Node looks for packages (no download, ever). */
function packageFile(name: string, file: string): string {
  for (const folder of require.resolve.paths(name) ?? []) {
    const candidate = path.join(folder, name, file);
    if (existsSync(candidate)) return candidate;
  }
  throw new Error(`package ${name} is not installed (looked for ${file})`);
}

let backendReady: Promise<void> | undefined;

/**
 * The WASM backend, once per thread, its binary read from the package on disk. Single-threaded: each
 * worker thread is one core's worth of work, and the pool decides how many run.
 */
function useWasmBackend(): Promise<void> {
  backendReady ??= (async () => {
    tf.env().set('WASM_HAS_MULTITHREAD_SUPPORT', false);
    setWasmPaths(`${path.dirname(packageFile('@tensorflow/tfjs-backend-wasm', 'dist/tfjs-backend-wasm.wasm'))}/`, false);
    if (!(await tf.setBackend('wasm'))) throw new Error('the TensorFlow.js WASM backend did not start');
    await tf.ready();
  })().catch((error: unknown) => {
    backendReady = undefined;
    throw error;
  });
  return backendReady;
}

/** Reads and compiles the model; the returned segmenter reuses it for every photo. */
export async function loadPersonSegmenter(): Promise<PersonSegmenter> {
  await useWasmBackend();
  const model: CompiledModel = compileTfliteModel(readTfliteModel(await fs.readFile(packageFile(MODEL_PACKAGE, MODEL_FILE))));
  const [, height = 0, width = 0, channels = 0] = model.inputShape;
  if (channels !== 3 || !height || !width) throw new Error(`unexpected model input shape ${JSON.stringify(model.inputShape)}`);
  return {
    inputSize: { width, height },
    async segment(image) {
      if (image.width !== width || image.height !== height) throw new Error(`segment wants ${width}×${height} pixels, got ${image.width}×${image.height}`);
      // The model takes RGB in 0..1.
      const output = tf.tidy(() => model.run(tf.div(tf.tensor4d(image.data, [1, height, width, 3], 'float32'), 255) as tf.Tensor4D));
      try {
        return { data: (await output.data()) as Float32Array, width, height };
      } finally {
        output.dispose();
      }
    },
  };
}
