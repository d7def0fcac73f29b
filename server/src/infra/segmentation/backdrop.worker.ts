// A worker thread of the backdrop pool (backdrop-renderer.ts): loads the segmentation model as soon as
// it starts, then renders one photo at a time with it (a backdrop, or the person cut out).
import { lowerThisThread } from '../photo/thread-priority.js';
import { copiedBuffer, serveTasks } from '../photo/worker-pool.js';
import { loadBackdropEngine } from './backdrop-engine.js';
import type { BackdropOutcome, BackdropTask } from './backdrop-renderer.js';
import { BackdropPhotoError, type BackdropRenderer, type PersonCutter } from './backdrop.types.js';

/** Starts loading the model; a failed load is reported by the task that awaits it. */
function load(): Promise<BackdropRenderer & PersonCutter> {
  const loading = loadBackdropEngine();
  loading.catch(() => undefined);
  return loading;
}

lowerThisThread();
let engine = load();

serveTasks<BackdropTask, BackdropOutcome>(async (task) => {
  const loaded = await engine.catch((error: unknown) => {
    engine = load();
    throw new Error(`The segmentation model could not load: ${error instanceof Error ? error.message : String(error)}`);
  });
  try {
    if (task.kind === 'cut-out') {
      const cut = await loaded.cutOut(Buffer.from(task.photo), { maxSide: task.maxSide });
      const rgba = copiedBuffer(cut.rgba);
      return { value: { kind: 'cut-out', rgba, width: cut.width, height: cut.height, outline: cut.outline }, transfer: [rgba] };
    }
    const jpeg = copiedBuffer(await loaded.render(Buffer.from(task.photo), task.backdrop));
    return { value: { kind: 'rendered', jpeg }, transfer: [jpeg] };
  } catch (error) {
    if (!(error instanceof BackdropPhotoError)) throw error;
    return { value: { kind: 'refused', code: error.code, message: error.message } };
  }
});
