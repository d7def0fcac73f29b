// Runs a float TensorFlow Lite model (as read by tflite-model.ts) with TensorFlow.js operations, on
// whichever tfjs backend is active. Supports the operators of the bundled selfie segmentation model;
// a model with any other operator is refused when it is compiled, not half-run.
import * as tf from '@tensorflow/tfjs-core';
import { TFLITE_ACTIVATIONS, type TfliteModel, type TfliteOperator } from './tflite-model.js';

type Activation = 'linear' | 'relu' | 'relu6';
type Step = (input: (index: number) => tf.Tensor) => tf.Tensor;

export interface CompiledModel {
  /** The input's shape, [1, height, width, channels]. */
  inputShape: number[];
  /** Runs the model on one NHWC float input (left to the caller); the caller disposes the result. */
  run(input: tf.Tensor4D): tf.Tensor;
  dispose(): void;
}

function activationOf(operator: TfliteOperator): Activation {
  const name = TFLITE_ACTIVATIONS[Number(operator.options.activation ?? 0)];
  if (name === 'NONE') return 'linear';
  if (name === 'RELU') return 'relu';
  if (name === 'RELU6') return 'relu6';
  throw new Error(`unsupported fused activation ${name}`);
}

function activate(x: tf.Tensor, activation: Activation): tf.Tensor {
  if (activation === 'relu') return tf.relu(x);
  if (activation === 'relu6') return tf.relu6(x);
  return x;
}

/** TensorFlow Lite's Padding enum (SAME = 0) as tfjs names it. */
function paddingOf(operator: TfliteOperator): 'same' | 'valid' {
  return operator.options.padding === 0 ? 'same' : 'valid';
}

/**
 * Turns the model into a list of steps, with every weight converted once to the layout tfjs wants
 * (TensorFlow Lite keeps convolution kernels as [out, h, w, in]).
 */
export function compileTfliteModel(source: TfliteModel): CompiledModel {
  // A copy: folding DEQUANTIZE below marks tensors constant, and the caller's model stays as read.
  const model = { ...source, tensors: source.tensors.map((tensor) => ({ ...tensor })) };
  const constants = new Map<number, tf.Tensor>();
  const owned: tf.Tensor[] = [];
  const own = <T extends tf.Tensor>(tensor: T): T => {
    owned.push(tensor);
    return tensor;
  };
  const constant = (index: number): tf.Tensor => {
    let tensor = constants.get(index);
    if (!tensor) {
      const tensorOf = model.tensors[index];
      if (!tensorOf?.data) throw new Error(`tensor ${index} is not a constant`);
      // Kept: a constant first read inside a tidy must outlive it.
      tensor = own(tf.keep(tf.tensor(tensorOf.data, tensorOf.shape, tensorOf.type === 'int32' ? 'int32' : 'float32')));
      constants.set(index, tensor);
    }
    return tensor;
  };
  const isConstant = (index: number) => model.tensors[index]?.data !== undefined;

  const steps: { output: number; inputs: number[]; step: Step }[] = [];
  for (const operator of model.operators) {
    const [a = -1, b = -1, c = -1] = operator.inputs;
    const output = operator.outputs[0] ?? -1;
    if (operator.op === 'DEQUANTIZE') {
      // float16 weights were widened when read: the dequantized tensor is the constant itself.
      if (!isConstant(a)) throw new Error('DEQUANTIZE of a computed tensor is not supported');
      model.tensors[output] = { ...model.tensors[output]!, data: model.tensors[a]!.data, type: 'float32' };
      continue;
    }
    steps.push({ output, inputs: operator.inputs.filter((index) => index >= 0 && !isConstant(index)), step: compileOperator(operator, a, b, c, constant, own) });
  }

  const inputIndex = model.inputs[0] ?? -1;
  const outputIndex = model.outputs[0] ?? -1;
  // Each computed tensor is freed after the last step that reads it: the WASM heap then holds a few
  // activations at a time instead of all of them (48 MB → a few MB for the selfie model).
  const lastRead = new Map<number, number>();
  steps.forEach(({ inputs }, at) => inputs.forEach((index) => lastRead.set(index, at)));
  return {
    inputShape: model.tensors[inputIndex]?.shape ?? [],
    run(input) {
      const values = new Map<number, tf.Tensor>([[inputIndex, input]]);
      const read = (index: number) => values.get(index) ?? constant(index);
      try {
        steps.forEach(({ output, inputs, step }, at) => {
          values.set(output, tf.tidy(() => step(read)));
          for (const index of inputs) {
            if (index === inputIndex || lastRead.get(index) !== at) continue;
            values.get(index)?.dispose();
            values.delete(index);
          }
        });
        const result = values.get(outputIndex);
        if (!result) throw new Error('the model produced no output');
        values.delete(outputIndex);
        return result;
      } finally {
        for (const [index, tensor] of values) if (index !== inputIndex) tensor.dispose();
      }
    },
    dispose() {
      for (const tensor of owned) tensor.dispose();
      owned.length = 0;
      constants.clear();
    },
  };
}

function compileOperator(
  operator: TfliteOperator,
  a: number, b: number, c: number,
  constant: (index: number) => tf.Tensor,
  own: <T extends tf.Tensor>(tensor: T) => T,
): Step {
  const { options } = operator;
  switch (operator.op) {
    case 'CONV_2D': {
      const filter = own(tf.transpose(constant(b), [1, 2, 3, 0]) as tf.Tensor4D);
      const bias = c >= 0 ? (constant(c) as tf.Tensor1D) : undefined;
      const strides: [number, number] = [Number(options.strideH), Number(options.strideW)];
      const dilations: [number, number] = [Number(options.dilationH), Number(options.dilationW)];
      const pad = paddingOf(operator);
      const activation = activationOf(operator);
      return (read) => tf.fused.conv2d({ x: read(a) as tf.Tensor4D, filter, strides, pad, dilations, bias, activation });
    }
    case 'DEPTHWISE_CONV_2D': {
      // [1, h, w, in * multiplier] → [h, w, in, multiplier]
      const kernel = constant(b);
      const [, h = 1, w = 1, channels = 1] = kernel.shape;
      const multiplier = Number(options.depthMultiplier) || 1;
      const filter = own(tf.reshape(kernel, [h, w, channels / multiplier, multiplier]) as tf.Tensor4D);
      const bias = c >= 0 ? (constant(c) as tf.Tensor1D) : undefined;
      const strides: [number, number] = [Number(options.strideH), Number(options.strideW)];
      const dilations: [number, number] = [Number(options.dilationH), Number(options.dilationW)];
      const pad = paddingOf(operator);
      const activation = activationOf(operator);
      return (read) => tf.fused.depthwiseConv2d({ x: read(a) as tf.Tensor4D, filter, strides, pad, dilations, bias, activation });
    }
    case 'AVERAGE_POOL_2D': {
      const size: [number, number] = [Number(options.filterH), Number(options.filterW)];
      const strides: [number, number] = [Number(options.strideH), Number(options.strideW)];
      const pad = paddingOf(operator);
      const activation = activationOf(operator);
      return (read) => activate(tf.avgPool(read(a) as tf.Tensor4D, size, strides, pad), activation);
    }
    case 'ADD':
    case 'MUL':
    case 'SUB': {
      const activation = activationOf(operator);
      const op = operator.op === 'ADD' ? tf.add : operator.op === 'MUL' ? tf.mul : tf.sub;
      return (read) => activate(op(read(a), read(b)), activation);
    }
    case 'RELU':
      return (read) => tf.relu(read(a));
    case 'RELU6':
      return (read) => tf.relu6(read(a));
    case 'LOGISTIC':
      return (read) => tf.sigmoid(read(a));
    case 'HARD_SWISH':
      // x · relu6(x + 3) / 6
      return (read) => {
        const x = read(a);
        return tf.mul(x, tf.mul(tf.relu6(tf.add(x, 3)), 1 / 6));
      };
    case 'RESIZE_BILINEAR': {
      const [height = 0, width = 0] = Array.from(constant(b).dataSync());
      const alignCorners = Boolean(options.alignCorners);
      const halfPixelCenters = Boolean(options.halfPixelCenters);
      return (read) => tf.image.resizeBilinear(read(a) as tf.Tensor4D, [height, width], alignCorners, halfPixelCenters);
    }
    case 'Convolution2DTransposeBias':
      return transposeConvolutionWithBias(operator, a, b, c, constant, own);
    default:
      throw new Error(`unsupported operator ${operator.op}`);
  }
}

/**
 * MediaPipe's custom transposed convolution: its options are TfLiteTransposeConvParams as raw bytes
 * (padding: 1 = SAME, 2 = VALID; stride width; stride height), its inputs the kernel [out, h, w, in]
 * and a bias.
 */
function transposeConvolutionWithBias(
  operator: TfliteOperator,
  a: number, b: number, c: number,
  constant: (index: number) => tf.Tensor,
  own: <T extends tf.Tensor>(tensor: T) => T,
): Step {
  const raw = operator.customOptions;
  if (!raw || raw.byteLength < 12) throw new Error('Convolution2DTransposeBias has no options');
  const view = new DataView(raw.buffer, raw.byteOffset, raw.byteLength);
  const padding = view.getInt32(0, true);
  const strides: [number, number] = [view.getInt32(8, true), view.getInt32(4, true)];
  if (padding !== 1) throw new Error('Convolution2DTransposeBias supports SAME padding only');
  const kernel = constant(b);
  const [outChannels = 1] = kernel.shape;
  // [out, h, w, in] → [h, w, out, in], the filter layout of tf.conv2dTranspose
  const filter = own(tf.transpose(kernel, [1, 2, 0, 3]) as tf.Tensor4D);
  const bias = constant(c);
  return (read) => {
    const x = read(a) as tf.Tensor4D;
    const [batch = 1, height = 0, width = 0] = x.shape;
    const outShape: [number, number, number, number] = [batch, height * strides[0], width * strides[1], outChannels];
    return tf.add(tf.conv2dTranspose(x, filter, outShape, strides, 'same'), bias);
  };
}
