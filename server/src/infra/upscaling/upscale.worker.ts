// A worker thread of the upscaler pool (local-upscaler.ts): loads the ESRGAN models as soon as it starts,
// then upscales one photo at a time with them, reporting each tile so a large photo is not taken for a stuck one.
import { lowerImageThreads, lowerThisThread } from '../photo/thread-priority.js';
import { copiedBuffer, serveTasks } from '../photo/worker-pool.js';
import type { UpscaleOutcome, UpscaleTask } from './local-upscaler.js';
import { loadUpscaleEngine, type UpscaleEngine } from './upscale.engine.js';
import { UpscalePhotoError } from './upscaler.types.js';

/** Starts loading the models; a failed load is reported by the task that awaits it. */
function load(): Promise<UpscaleEngine> {
  const loading = loadUpscaleEngine();
  loading.catch(() => undefined);
  return loading;
}

/** How often libvips' threads are checked while a photo is upscaled (its pool grows on demand). */
const LOWER_IMAGE_THREADS_MS = 250;

// Below requests, like every worker (nice 10): at the process's priority its half-minute of work on one core
// starved the likeness scoring and the journeys beside it (tried: two journeys failed under load).
lowerThisThread();
let engine = load();

serveTasks<UpscaleTask, UpscaleOutcome>(async (task, progress) => {
  const loaded = await engine.catch((error: unknown) => {
    engine = load();
    throw new Error(`The upscaling model could not load: ${error instanceof Error ? error.message : String(error)}`);
  });
  // Decoding and encoding (~0.5 s for a 4096 px JPEG) run on libvips' own threads: lowered too, so on
  // two cores they never hold up the event loop.
  lowerImageThreads();
  const lowering = setInterval(lowerImageThreads, LOWER_IMAGE_THREADS_MS);
  try {
    const jpeg = copiedBuffer(await loaded.upscale(Buffer.from(task.photo), task.scale, task.target, progress));
    return { value: { kind: 'upscaled', jpeg }, transfer: [jpeg] };
  } catch (error) {
    if (!(error instanceof UpscalePhotoError)) throw error;
    return { value: { kind: 'refused', code: error.code, message: error.message } };
  } finally {
    clearInterval(lowering);
  }
});
