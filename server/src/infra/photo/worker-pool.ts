import { parentPort, Worker } from 'node:worker_threads';
// Every pool here works on photos. sharp's native libraries must be loaded by the main thread before any
// worker uses them, so they stay loaded when a worker stops (sharp's documentation, for glibc Linux).
import sharp from 'sharp';

export interface WorkerPoolOptions {
  /** The module each worker runs; it answers tasks with `serveTasks` (a .ts module runs through tsx). */
  entry: URL;
  /** Most workers at once; tasks beyond them wait in order. */
  size: number;
  /** A worker idle this long stops, and its memory (heap, WASM, buffers) goes back to the system. */
  idleMs: number;
  /**
   * A task silent this long (no answer, no progress reported since its start or its last step) stops its
   * worker and fails: one upload cannot hold a worker forever. A task that reports each step (a photo
   * screened) lives while it moves, so a starved machine that makes every step slow does not fail it.
   */
  taskTimeoutMs: number;
  /** The worker's JavaScript heap limit, so a runaway task ends its worker rather than the server. */
  maxHeapMb?: number;
}

export interface WorkerPool<In, Out> {
  /**
   * Runs one task on a free worker; `transfer` moves those buffers to it instead of copying them. A
   * `batch` task waits behind every other queued task: one photo of a batch of twenty must not hold up
   * a single task someone is waiting for.
   */
  run(input: In, transfer?: ArrayBuffer[], options?: { batch?: boolean }): Promise<Out>;
  /** Workers now started, and tasks waiting for one. */
  stats(): { workers: number; busy: number; queued: number };
  close(): Promise<void>;
}

interface TaskMessage { id: number; input: unknown }
type ReplyMessage =
  | { ready: true }
  | { id: number; progress: true }
  | { id: number; ok: true; value: unknown }
  | { id: number; ok: false; error: { name: string; message: string } };

interface Task {
  id: number;
  batch: boolean;
  input: unknown;
  transfer: ArrayBuffer[];
  resolve(value: unknown): void;
  reject(error: Error): void;
}

interface Slot {
  worker: Worker;
  /** Its module is loaded and it listens: a task's time limit runs from then, not from its start-up. */
  ready: boolean;
  task?: Task;
  idle?: NodeJS.Timeout;
  deadline?: NodeJS.Timeout;
}

const ENTRY = new URL('./worker-entry.mjs', import.meta.url);

/**
 * A small pool of worker threads, started on demand: the event loop only moves buffers while the
 * workers unzip, decode and detect. Idle workers are unreferenced (they never keep the process alive)
 * and stop after `idleMs`, so the memory of a burst does not stay.
 */
export function createWorkerPool<In, Out>(options: WorkerPoolOptions): WorkerPool<In, Out> {
  const slots: Slot[] = [];
  const queue: Task[] = [];
  let nextId = 0;
  let closed = false;

  function spawn(): Slot {
    const worker = new Worker(ENTRY, {
      workerData: { entry: options.entry.href },
      resourceLimits: options.maxHeapMb ? { maxOldGenerationSizeMb: options.maxHeapMb } : undefined,
    });
    const slot: Slot = { worker, ready: false };
    worker.on('message', (reply: ReplyMessage) => settle(slot, reply));
    worker.on('error', (error) => retire(slot, error));
    worker.on('exit', (code) => retire(slot, new Error(`the worker stopped (exit code ${code})`)));
    slots.push(slot);
    return slot;
  }

  /** Takes a stopped (or stopping) worker out of the pool; the task it held fails. */
  function retire(slot: Slot, error: Error): void {
    const index = slots.indexOf(slot);
    if (index < 0) return;
    slots.splice(index, 1);
    clearTimeout(slot.idle);
    clearTimeout(slot.deadline);
    slot.task?.reject(error);
    slot.task = undefined;
    void slot.worker.terminate();
    pump();
  }

  function settle(slot: Slot, reply: ReplyMessage): void {
    if ('ready' in reply) {
      slot.ready = true;
      if (slot.task) startClock(slot);
      return;
    }
    const task = slot.task;
    if (!task || task.id !== reply.id) return;
    clearTimeout(slot.deadline);
    if ('progress' in reply) {
      startClock(slot);
      return;
    }
    slot.task = undefined;
    if (reply.ok) task.resolve(reply.value);
    else task.reject(Object.assign(new Error(reply.error.message), { name: reply.error.name }));
    pump();
    if (!slot.task) rest(slot);
  }

  function rest(slot: Slot): void {
    slot.worker.unref();
    slot.idle = setTimeout(() => retire(slot, new Error('idle')), options.idleMs).unref();
  }

  function start(slot: Slot, task: Task): void {
    clearTimeout(slot.idle);
    slot.worker.ref();
    slot.task = task;
    if (slot.ready) startClock(slot);
    slot.worker.postMessage({ id: task.id, input: task.input } satisfies TaskMessage, task.transfer);
  }

  function startClock(slot: Slot): void {
    const silence = () => retire(slot, new Error(`the task made no progress for ${options.taskTimeoutMs} ms`));
    slot.deadline = setTimeout(silence, options.taskTimeoutMs);
  }

  function pump(): void {
    while (queue.length > 0 && !closed) {
      const slot = slots.find((candidate) => !candidate.task) ?? (slots.length < options.size ? spawn() : undefined);
      if (!slot) return;
      start(slot, queue.shift() as Task);
    }
  }

  return {
    run(input, transfer = [], { batch = false } = {}) {
      if (closed) return Promise.reject(new Error('the worker pool is closed'));
      return new Promise<Out>((resolve, reject) => {
        nextId += 1;
        const task = { id: nextId, batch, input, transfer, resolve: resolve as (value: unknown) => void, reject };
        // In order, except that a task outside a batch goes ahead of the queued batch tasks.
        const firstBatch = batch ? -1 : queue.findIndex((queued) => queued.batch);
        if (firstBatch < 0) queue.push(task);
        else queue.splice(firstBatch, 0, task);
        pump();
      });
    },
    stats: () => ({ workers: slots.length, busy: slots.filter((slot) => slot.task).length, queued: queue.length }),
    async close() {
      closed = true;
      for (const task of queue.splice(0)) task.reject(new Error('the worker pool is closed'));
      await Promise.all([...slots].map(async (slot) => {
        retire(slot, new Error('the worker pool is closed'));
        await slot.worker.terminate();
      }));
    },
  };
}

/**
 * The worker side: answers each task with `work`'s value, moving the buffers it names instead of
 * copying them. A thrown error travels back as its name and message. `work` calls `progress` after each
 * step of a long task: the pool's deadline then counts from the last step.
 */
export function serveTasks<In, Out>(work: (input: In, progress: () => void) => Promise<{ value: Out; transfer?: ArrayBuffer[] }>): void {
  if (!parentPort) throw new Error('serveTasks runs in a worker thread');
  const port = parentPort;
  // libvips' operation cache (process-wide, up to 50 MB) can only pin memory in a worker: every task's
  // photos are new. Off, the memory of a burst leaves with the worker.
  sharp.cache(false);
  port.on('message', (task: TaskMessage) => {
    const progress = () => port.postMessage({ id: task.id, progress: true } satisfies ReplyMessage);
    work(task.input as In, progress).then(
      ({ value, transfer }) => port.postMessage({ id: task.id, ok: true, value } satisfies ReplyMessage, transfer ?? []),
      (error: unknown) => {
        const { name, message } = error instanceof Error ? error : new Error(String(error));
        port.postMessage({ id: task.id, ok: false, error: { name, message } } satisfies ReplyMessage);
      },
    );
  });
  port.postMessage({ ready: true } satisfies ReplyMessage);
}

/**
 * The memory under `data` as an ArrayBuffer a worker may take: the buffer's own when it spans all of
 * it (a large Buffer), else a copy (small Buffers share Node's pool, which must never move).
 */
export function movableBuffer(data: Uint8Array): ArrayBuffer {
  if (data.byteOffset === 0 && data.byteLength === data.buffer.byteLength && data.buffer instanceof ArrayBuffer) return data.buffer;
  return copiedBuffer(data);
}

/** A copy of `data` in a plain ArrayBuffer: what sharp returns lives in native memory that cannot move. */
export function copiedBuffer(data: Uint8Array): ArrayBuffer {
  const copy = new ArrayBuffer(data.byteLength);
  new Uint8Array(copy).set(data);
  return copy;
}
