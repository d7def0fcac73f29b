// The person mask: MediaPipe's selfie segmentation model (the "general" 256×256 one, which ML Kit
// uses), read from its npm package and run with TensorFlow.js on the WASM backend, on this thread.
import fs from 'node:fs/promises';
import * as tf from '@tensorflow/tfjs-core';
import { packageFile, useWasmBackend } from '../photo/tfjs-wasm-backend.js';
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
