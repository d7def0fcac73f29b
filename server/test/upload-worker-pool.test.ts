// @test-databases pglite
// The upload screening's worker pool, with this file as its own worker: in a worker thread it serves
// tasks, in the test runner it runs the tests.
import assert from 'node:assert/strict';
import { isMainThread } from 'node:worker_threads';
import { createWorkerPool, movableBuffer, serveTasks } from '../src/infra/photo/worker-pool.js';

interface Task {
  wait?: number;
  /** Steps of `wait` ms, each reported as progress. */
  steps?: number;
  fail?: string;
  crash?: boolean;
  bytes?: ArrayBuffer;
}
interface Answer {
  thread: boolean;
  length?: number;
  moved?: ArrayBuffer;
}

if (!isMainThread) {
  serveTasks<Task, Answer>(async ({ wait, steps, fail, crash, bytes }, progress) => {
    for (let step = 0; step < (steps ?? 1); step += 1) {
      if (wait) await new Promise((resolve) => setTimeout(resolve, wait));
      if (steps) progress();
    }
    if (crash) process.exit(3);
    if (fail) throw new RangeError(fail);
    const moved = bytes ? new ArrayBuffer(4) : undefined;
    return { value: { thread: !isMainThread, length: bytes?.byteLength, moved }, transfer: moved ? [moved] : [] };
  });
} else {
  // Loaded here only: the worker side stays light.
  const { after, describe, it } = await import('node:test');
  const { createHumanFaceDetector } = await import('../src/infra/photo/face-detector.js');
  const { ZIP_LIMITS } = await import('../src/modules/uploads/upload.service.js');
  const { createInThreadScreener, createWorkerScreener } = await import('../src/modules/uploads/upload-workers.js');
  const { twelveFaces, zipOf } = await import('./fixtures/upload-helpers.js');
  const SELF = new URL(import.meta.url);
  const pool = (options: { size?: number; idleMs?: number; taskTimeoutMs?: number } = {}) =>
    createWorkerPool<Task, Answer>({ entry: SELF, size: options.size ?? 1, idleMs: options.idleMs ?? 10_000, taskTimeoutMs: options.taskTimeoutMs ?? 10_000 });

  describe('upload worker pool', () => {
    const sut = pool({ size: 2 });
    after(() => sut.close());

    it('runs tasks in worker threads, moving the buffers it is given', async () => {
      const bytes = new ArrayBuffer(1024 * 1024);
      const answer = await sut.run({ bytes }, [bytes]);
      assert.equal(answer.thread, true);
      assert.equal(answer.length, 1024 * 1024);
      assert.equal(bytes.byteLength, 0, 'moved, not copied');
      assert.equal(answer.moved?.byteLength, 4);
    });

    it('runs at most `size` tasks at once and queues the others in order', async () => {
      const finished: string[] = [];
      let atFirstFinish: ReturnType<typeof sut.stats> | undefined;
      const track = (name: string, task: Promise<Answer>) => task.then(() => {
        atFirstFinish ??= sut.stats();
        finished.push(name);
      });
      // The third is the shortest: run at once beside the others, it would be the first to finish.
      const tasks = [track('first', sut.run({ wait: 300 })), track('second', sut.run({ wait: 300 })), track('third', sut.run({}))];
      assert.deepEqual(sut.stats(), { workers: 2, busy: 2, queued: 1 });
      await Promise.all(tasks);
      assert.notEqual(finished[0], 'third', 'the third waited for a free worker');
      assert.equal(atFirstFinish?.queued, 0, 'the first worker set free took the third task at once');
      assert.equal(atFirstFinish?.workers, 2, 'no third worker was started for it');
    });

    it('runs a task outside a batch before the batch tasks still queued', async () => {
      const single = pool({ size: 1 });
      try {
        const finished: string[] = [];
        const track = (name: string, task: Promise<Answer>) => task.then(() => finished.push(name));
        const batch = ['b1', 'b2', 'b3'].map((name) => track(name, single.run({ wait: 50 }, [], { batch: true })));
        const lone = track('lone', single.run({ wait: 50 }));
        await Promise.all([...batch, lone]);
        assert.deepEqual(finished, ['b1', 'lone', 'b2', 'b3']);
      } finally {
        await single.close();
      }
    });

    it('fails only the task that threw, or whose worker died, and keeps serving', async () => {
      await assert.rejects(sut.run({ fail: 'no' }), { name: 'RangeError', message: 'no' });
      await assert.rejects(sut.run({ crash: true }), /exit code 3/);
      assert.equal((await sut.run({})).thread, true);
    });

    it('stops a task that runs too long, with its worker', async () => {
      const slow = pool({ taskTimeoutMs: 200 });
      try {
        await assert.rejects(slow.run({ wait: 5000 }), /no progress for 200 ms/);
        assert.equal(slow.stats().workers, 0);
        assert.equal((await slow.run({})).thread, true);
      } finally {
        await slow.close();
      }
    });

    it('lets a task that reports each step run past the limit, and stops one that goes silent', async () => {
      // Far apart, so a busy machine's late timers cannot blur them: steps of 100 ms, a limit of 1.5 s.
      const stepped = pool({ taskTimeoutMs: 1500 });
      try {
        // Thirty steps of 100 ms: 3 s in all, never 1.5 s without a step.
        assert.equal((await stepped.run({ steps: 30, wait: 100 })).thread, true);
        await assert.rejects(stepped.run({ steps: 2, wait: 10_000 }), /no progress for 1500 ms/);
      } finally {
        await stepped.close();
      }
    });

    it('stops idle workers, which never keep the process alive', async () => {
      const idle = pool({ idleMs: 200 });
      await idle.run({});
      assert.equal(idle.stats().workers, 1);
      await new Promise((resolve) => setTimeout(resolve, 400));
      assert.equal(idle.stats().workers, 0);
      assert.equal((await idle.run({})).thread, true, 'a new worker starts on demand');
      await idle.close();
      await assert.rejects(idle.run({}), /closed/);
    });

    it('screens a training zip in a worker exactly as on the event loop', async () => {
      const zip = await zipOf(twelveFaces());
      const options = { zipLimits: ZIP_LIMITS, selfie: { faceMinAreaRatio: 0.04, blurMinVariance: 20, duplicateMaxDistance: 4 }, lookAlikeThreshold: 0.69 };
      const inWorker = createWorkerScreener(1);
      try {
        const [here, there] = [await createInThreadScreener(createHumanFaceDetector({ describe: true })).screen(Buffer.from(zip), options), await inWorker.screen(Buffer.from(zip), options)];
        assert.ok(here.ok && there.ok);
        assert.deepEqual(there.photos.map(({ position, width, height, jpeg }) => ({ position, width, height, bytes: jpeg.length })),
          here.photos.map(({ position, width, height, jpeg }) => ({ position, width, height, bytes: jpeg.length })));
        assert.ok(there.mainImage.equals(here.mainImage));
        // Twelve different people: the faces were compared in the worker as on the event loop.
        assert.deepEqual(there.lookAlike.outliers, here.lookAlike.outliers);
        assert.equal(there.lookAlike.outliers.length, 11);
      } finally {
        await inWorker.close();
      }
    });

    it('moves a buffer that owns its memory, and copies one that shares Node\'s pool', () => {
      const large = Buffer.alloc(64 * 1024);
      assert.equal(movableBuffer(large), large.buffer);
      const small = Buffer.from('small');
      assert.notEqual(movableBuffer(small), small.buffer);
      assert.equal(movableBuffer(small).byteLength, 5);
    });
  });
}
