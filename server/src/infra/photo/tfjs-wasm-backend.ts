import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import * as tf from '@tensorflow/tfjs-core';
import { setWasmPaths } from '@tensorflow/tfjs-backend-wasm';

const require = createRequire(import.meta.url);

/**
 * A file of an installed package, found the way Node looks for packages (no download, ever). Not
 * `require.resolve`: a package's `exports` map can hide its files.
 */
export function packageFile(name: string, file: string): string {
  for (const folder of require.resolve.paths(name) ?? []) {
    const candidate = path.join(folder, name, file);
    if (existsSync(candidate)) return candidate;
  }
  throw new Error(`package ${name} is not installed (looked for ${file})`);
}

let backendReady: Promise<void> | undefined;

/**
 * TensorFlow.js's WASM backend, started once per thread for every model of the thread (the segmentation,
 * the upscaler), its binary read from the package on disk. Single-threaded: each worker thread is one
 * core's worth of work, and the pool decides how many run.
 */
export function useWasmBackend(): Promise<void> {
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
