// A reader for the parts of a TensorFlow Lite model file (a FlatBuffer, schema.fbs of TensorFlow Lite)
// that running a small float model needs: its tensors, their constant data and its operators in order.
// Only what the bundled segmentation model uses is read; anything else is reported, not guessed.

/** The element types of TensorFlow Lite tensors that this reader turns into numbers. */
export type TfliteTensorType = 'float32' | 'float16' | 'int32';

export interface TfliteTensor {
  name: string;
  shape: number[];
  type: TfliteTensorType;
  /** The constant's values (float16 widened to float32), or undefined for a tensor computed at run time. */
  data?: Float32Array | Int32Array;
}

export interface TfliteOperator {
  /** The builtin operator's name (`CONV_2D`), or the custom operator's own name. */
  op: string;
  inputs: number[];
  outputs: number[];
  /** The builtin options table as read for this operator (see `readOptions`). */
  options: Record<string, number | boolean | number[]>;
  /** A custom operator's raw option bytes. */
  customOptions?: Uint8Array;
}

export interface TfliteModel {
  tensors: TfliteTensor[];
  inputs: number[];
  outputs: number[];
  operators: TfliteOperator[];
}

// BuiltinOperator codes (schema.fbs) of the operators this reader knows how to describe.
const BUILTIN_NAMES: Record<number, string> = {
  0: 'ADD', 1: 'AVERAGE_POOL_2D', 2: 'CONCATENATION', 3: 'CONV_2D', 4: 'DEPTHWISE_CONV_2D', 6: 'DEQUANTIZE',
  14: 'LOGISTIC', 17: 'MAX_POOL_2D', 18: 'MUL', 19: 'RELU', 21: 'RELU6', 22: 'RESHAPE', 23: 'RESIZE_BILINEAR',
  32: 'CUSTOM', 34: 'PAD', 40: 'MEAN', 41: 'SUB', 117: 'HARD_SWISH',
};
const TENSOR_TYPES: Record<number, TfliteTensorType> = { 0: 'float32', 1: 'float16', 2: 'int32' };
/** ActivationFunctionType, by its index in the schema. */
export const TFLITE_ACTIVATIONS = ['NONE', 'RELU', 'RELU_N1_TO_1', 'RELU6', 'TANH', 'SIGN_BIT'];

/**
 * Each options table as a list of [field, kind] in schema order ('pad' = Padding, 'act' = activation,
 * 'int', 'bool', 'ints' = vector of int). The activation and padding are kept as their enum index.
 */
const OPTION_FIELDS: Record<string, [string, 'pad' | 'act' | 'int' | 'bool' | 'ints'][]> = {
  CONV_2D: [['padding', 'pad'], ['strideW', 'int'], ['strideH', 'int'], ['activation', 'act'], ['dilationW', 'int'], ['dilationH', 'int']],
  DEPTHWISE_CONV_2D: [['padding', 'pad'], ['strideW', 'int'], ['strideH', 'int'], ['depthMultiplier', 'int'], ['activation', 'act'], ['dilationW', 'int'], ['dilationH', 'int']],
  AVERAGE_POOL_2D: [['padding', 'pad'], ['strideW', 'int'], ['strideH', 'int'], ['filterW', 'int'], ['filterH', 'int'], ['activation', 'act']],
  MAX_POOL_2D: [['padding', 'pad'], ['strideW', 'int'], ['strideH', 'int'], ['filterW', 'int'], ['filterH', 'int'], ['activation', 'act']],
  ADD: [['activation', 'act']],
  SUB: [['activation', 'act']],
  MUL: [['activation', 'act']],
  CONCATENATION: [['axis', 'int'], ['activation', 'act']],
  RESHAPE: [['newShape', 'ints']],
  RESIZE_BILINEAR: [['newHeight', 'int'], ['newWidth', 'int'], ['alignCorners', 'bool'], ['halfPixelCenters', 'bool']],
  MEAN: [['keepDims', 'bool']],
};
const OPTION_DEFAULTS: Record<string, number> = { strideW: 1, strideH: 1, dilationW: 1, dilationH: 1, depthMultiplier: 1 };

/** A FlatBuffer table: reads its fields by index, following the schema's order. */
class Table {
  constructor(private readonly view: DataView, readonly pos: number) {}

  private fieldPos(index: number): number {
    const vtable = this.pos - this.view.getInt32(this.pos, true);
    const vtableSize = this.view.getUint16(vtable, true);
    const slot = 4 + 2 * index;
    if (slot >= vtableSize) return 0;
    const offset = this.view.getUint16(vtable + slot, true);
    return offset === 0 ? 0 : this.pos + offset;
  }

  has(index: number): boolean {
    return this.fieldPos(index) !== 0;
  }
  uint8(index: number, fallback = 0): number {
    const at = this.fieldPos(index);
    return at ? this.view.getUint8(at) : fallback;
  }
  int32(index: number, fallback = 0): number {
    const at = this.fieldPos(index);
    return at ? this.view.getInt32(at, true) : fallback;
  }
  private target(index: number): number {
    const at = this.fieldPos(index);
    return at ? at + this.view.getUint32(at, true) : 0;
  }
  table(index: number): Table | undefined {
    const at = this.target(index);
    return at ? new Table(this.view, at) : undefined;
  }
  string(index: number): string {
    const bytes = this.bytes(index);
    return bytes ? new TextDecoder().decode(bytes) : '';
  }
  /** A vector of ubyte, as a view into the file (not a copy). */
  bytes(index: number): Uint8Array | undefined {
    const at = this.target(index);
    if (!at) return undefined;
    return new Uint8Array(this.view.buffer, this.view.byteOffset + at + 4, this.view.getUint32(at, true));
  }
  ints(index: number): number[] {
    const at = this.target(index);
    if (!at) return [];
    return Array.from({ length: this.view.getUint32(at, true) }, (_, i) => this.view.getInt32(at + 4 + 4 * i, true));
  }
  tables(index: number): Table[] {
    const at = this.target(index);
    if (!at) return [];
    return Array.from({ length: this.view.getUint32(at, true) }, (_, i) => {
      const element = at + 4 + 4 * i;
      return new Table(this.view, element + this.view.getUint32(element, true));
    });
  }
}

/** IEEE half-precision to single (weights of float16 models). */
function halfToFloat(half: number): number {
  const sign = half & 0x8000 ? -1 : 1;
  const exponent = (half >> 10) & 0x1f;
  const fraction = half & 0x3ff;
  if (exponent === 0) return sign * 2 ** -14 * (fraction / 1024);
  if (exponent === 0x1f) return fraction ? Number.NaN : sign * Number.POSITIVE_INFINITY;
  return sign * 2 ** (exponent - 15) * (1 + fraction / 1024);
}

function constantData(bytes: Uint8Array, type: TfliteTensorType): Float32Array | Int32Array {
  // Copied: a FlatBuffer's vectors need not be aligned for a typed array over them.
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (type === 'float16') return Float32Array.from({ length: bytes.byteLength / 2 }, (_, i) => halfToFloat(view.getUint16(2 * i, true)));
  if (type === 'int32') return Int32Array.from({ length: bytes.byteLength / 4 }, (_, i) => view.getInt32(4 * i, true));
  return Float32Array.from({ length: bytes.byteLength / 4 }, (_, i) => view.getFloat32(4 * i, true));
}

function readOptions(op: string, table: Table | undefined): Record<string, number | boolean | number[]> {
  const options: Record<string, number | boolean | number[]> = {};
  (OPTION_FIELDS[op] ?? []).forEach(([name, kind], index) => {
    if (kind === 'ints') options[name] = table ? table.ints(index) : [];
    else if (kind === 'bool') options[name] = table ? table.uint8(index) !== 0 : false;
    else if (kind === 'int') options[name] = table ? table.int32(index, OPTION_DEFAULTS[name] ?? 0) : (OPTION_DEFAULTS[name] ?? 0);
    else options[name] = table ? table.uint8(index) : 0;
  });
  return options;
}

/** Reads a TensorFlow Lite model's first subgraph. Throws on a file that is not one, or on unknown parts. */
export function readTfliteModel(file: Uint8Array): TfliteModel {
  if (file.byteLength < 8 || new TextDecoder().decode(file.subarray(4, 8)) !== 'TFL3') throw new Error('not a TensorFlow Lite model file');
  const view = new DataView(file.buffer, file.byteOffset, file.byteLength);
  const model = new Table(view, view.getUint32(0, true));
  const opcodes = model.tables(1).map((code) => {
    // builtin_code (field 3) replaced deprecated_builtin_code (field 0) past 127; the larger one is right.
    const builtin = Math.max(code.uint8(0), code.int32(3));
    return builtin === 32 ? code.string(1) : (BUILTIN_NAMES[builtin] ?? `BUILTIN_${builtin}`);
  });
  const buffers = model.tables(4);
  const [subgraph] = model.tables(2);
  if (!subgraph) throw new Error('the model has no subgraph');
  const tensors = subgraph.tables(0).map((tensor): TfliteTensor => {
    const typeCode = tensor.uint8(1);
    const type = TENSOR_TYPES[typeCode];
    if (!type) throw new Error(`tensor ${tensor.string(3)} has an unsupported type (${typeCode})`);
    const bytes = buffers[tensor.int32(2)]?.bytes(0);
    return { name: tensor.string(3), shape: tensor.ints(0), type, ...(bytes?.byteLength ? { data: constantData(bytes, type) } : {}) };
  });
  const operators = subgraph.tables(3).map((operator): TfliteOperator => {
    const op = opcodes[operator.int32(0)] ?? 'UNKNOWN';
    const customOptions = operator.bytes(5);
    return {
      op,
      inputs: operator.ints(1),
      outputs: operator.ints(2),
      options: readOptions(op, operator.table(4)),
      ...(customOptions ? { customOptions: Uint8Array.from(customOptions) } : {}),
    };
  });
  return { tensors, inputs: subgraph.ints(1), outputs: subgraph.ints(2), operators };
}
