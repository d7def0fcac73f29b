// UpscalerJS's ESRGAN "slim" models (docs/upscale.md), read from ./esrgan-slim (copied from their npm package) and run with
// TensorFlow.js on the WASM backend, on this thread. They are Keras layers models built only from
// standard layers (Conv2D, ReLU, Add, Concatenate, UpSampling2D), so no custom layer is registered.
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as tf from '@tensorflow/tfjs-core';
import { useWasmBackend } from '../photo/tfjs-wasm-backend.js';
import { loadLayersModel, model as functionalModel, type SymbolicTensor } from '@tensorflow/tfjs-layers';
import type { PixelUpscaleModel, UpscaleScale } from './tiled-upscale.js';

/** The models, copied from @upscalerjs/esrgan-slim 1.0.0 (MIT): esrgan-slim/README.md says why they are not installed. */
const MODELS_DIR = fileURLToPath(new URL('./esrgan-slim/', import.meta.url));

/** The parts of a layers model.json (TensorFlow.js format) this loader reads. */
interface LayerJson {
  class_name: string;
  config: { name: string; kernel_size?: number[]; dilation_rate?: number[]; padding?: string; size?: number[]; interpolation?: string };
}
interface LayersModelJson {
  format?: string;
  modelTopology: { model_config?: { config?: { layers?: LayerJson[] } } };
  weightsManifest: { paths: string[]; weights: tf.io.WeightsManifestEntry[] }[];
}

/** An IO handler that reads model.json and its weight shards from disk (Node's fetch has no file://). */
function fileModel(modelJson: string, json: LayersModelJson): tf.io.IOHandler {
  return {
    async load() {
      const folder = path.dirname(modelJson);
      const shards = await Promise.all(json.weightsManifest.flatMap((group) => group.paths.map((shard) => fs.readFile(path.join(folder, shard)))));
      const weights = Buffer.concat(shards);
      return {
        format: json.format,
        modelTopology: json.modelTopology,
        weightSpecs: json.weightsManifest.flatMap((group) => group.weights),
        weightData: weights.buffer.slice(weights.byteOffset, weights.byteOffset + weights.byteLength),
      };
    },
  };
}

const layersOf = (json: LayersModelJson) => json.modelTopology.model_config?.config?.layers ?? [];

/**
 * How many input pixels around a pixel can change its output: the sum of every convolution's reach. An
 * upper bound (parallel branches are counted as if in a row), which is what a tile's border needs.
 */
function receptiveRadius(json: LayersModelJson): number {
  return layersOf(json)
    .filter((layer) => layer.class_name === 'Conv2D')
    .reduce((sum, { config }) => sum + Math.floor((config.kernel_size?.[0] ?? 1) / 2) * (config.dilation_rate?.[0] ?? 1), 0);
}

/**
 * A 3×3 convolution (HWIO kernel) applied after nearest-neighbour enlargement by `scale`, rewritten as a
 * 3×3 convolution at the input's size into scale² × out channels, which depth-to-space then spreads
 * into each input pixel's scale × scale block. Enlarged pixel (scale·y + i, scale·x + j) reads enlarged
 * rows scale·y + i - 1 … scale·y + i + 1, which are input rows y + floor((i - 1) / scale) … y +
 * floor((i + 1) / scale) (columns likewise): each original tap lands on one tap of the new kernel, in
 * the output channels of that block position.
 */
export function foldUpsamplingIntoConv(kernel: Float32Array, inChannels: number, outChannels: number, scale: number): Float32Array {
  const blockChannels = scale * scale * outChannels;
  const folded = new Float32Array(3 * 3 * inChannels * blockChannels);
  for (let i = 0; i < scale; i += 1) {
    for (let j = 0; j < scale; j += 1) {
      for (let dy = -1; dy <= 1; dy += 1) {
        for (let dx = -1; dx <= 1; dx += 1) {
          const tap = (Math.floor((i + dy) / scale) + 1) * 3 + Math.floor((j + dx) / scale) + 1;
          const original = (dy + 1) * 3 + dx + 1;
          for (let c = 0; c < inChannels; c += 1) {
            for (let o = 0; o < outChannels; o += 1) {
              folded[(tap * inChannels + c) * blockChannels + (i * scale + j) * outChannels + o]! += kernel[(original * inChannels + c) * outChannels + o]!;
            }
          }
        }
      }
    }
  }
  return folded;
}

/**
 * The model as it runs: its layers up to the enlargement, then the folded last convolution and
 * depth-to-space. The same output as the whole model (to float rounding), without the enlarged
 * features (48 channels at 16 times the pixels for 4×): a 4× tile needs a third of the WASM heap.
 */
async function loadFolded(modelJson: string, json: LayersModelJson, scale: UpscaleScale) {
  const layers = layersOf(json);
  const [enlarge, last] = layers.slice(-2);
  if (enlarge?.class_name !== 'UpSampling2D' || enlarge.config.size?.join() !== `${scale},${scale}` || enlarge.config.interpolation !== 'nearest'
    || last?.class_name !== 'Conv2D' || last.config.kernel_size?.join() !== '3,3' || last.config.padding !== 'same') {
    throw new Error(`the ${scale}× model does not end in a nearest ×${scale} enlargement and a 3×3 convolution`);
  }
  const whole = await loadLayersModel(fileModel(modelJson, json));
  const features = functionalModel({ inputs: whole.inputs, outputs: whole.getLayer(enlarge.config.name).input as SymbolicTensor });
  const [kernel, bias] = whole.getLayer(last.config.name).getWeights() as [tf.Tensor4D, tf.Tensor1D];
  const [, , inChannels, outChannels] = kernel.shape;
  const filter = tf.tensor4d(foldUpsamplingIntoConv(await kernel.data() as Float32Array, inChannels, outChannels, scale), [3, 3, inChannels, scale * scale * outChannels]);
  const blockBias = tf.tile(bias, [scale * scale]);
  return (x: tf.Tensor4D) => tf.depthToSpace(tf.fused.conv2d({ x: features.predict(x) as tf.Tensor4D, filter, bias: blockBias, pad: 'same', strides: 1 }), scale, 'NHWC');
}

async function loadScale(scale: UpscaleScale): Promise<PixelUpscaleModel> {
  const modelJson = path.join(MODELS_DIR, `x${scale}`, 'model.json');
  const json = JSON.parse(await fs.readFile(modelJson, 'utf8')) as LayersModelJson;
  const predict = await loadFolded(modelJson, json, scale);
  return {
    scale,
    contextMargin: receptiveRadius(json),
    async run(pixels, width, height) {
      // The models take and give RGB in 0..255 (UpscalerJS's inputRange and outputRange for them).
      const output = tf.tidy(() => predict(tf.tensor4d(pixels, [1, height, width, 3], 'float32')));
      try {
        return (await output.data()) as Float32Array;
      } finally {
        output.dispose();
      }
    },
  };
}

/** Reads the 2× and 4× models (~0.9 MB each); each is reused for every photo of this thread. */
export async function loadEsrganModels(): Promise<Record<UpscaleScale, PixelUpscaleModel>> {
  await useWasmBackend();
  const [two, four] = await Promise.all([loadScale(2), loadScale(4)]);
  return { 2: two, 4: four };
}
