// @test-databases pglite
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { memoByContent } from '../src/infra/photo/content-memo.js';

const bytes = (...values: number[]) => new Uint8Array(values);

describe('memoByContent: a photo read once', () => {
  it('reads the same bytes once, and again for other bytes or another context', async () => {
    const remembered = memoByContent<{ faces: number[] }>(10);
    let reads = 0;
    const read = async () => ({ faces: [++reads] });
    assert.deepEqual(await remembered(bytes(1, 2, 3), 'describe', read), { faces: [1] });
    assert.deepEqual(await remembered(Buffer.from([1, 2, 3]), 'describe', read), { faces: [1] });
    assert.deepEqual(await remembered(bytes(1, 2, 4), 'describe', read), { faces: [2] });
    assert.deepEqual(await remembered(bytes(1, 2, 3), '3x1', read), { faces: [3] });
    assert.equal(reads, 3);
  });

  it('shares one reading between callers that ask at once', async () => {
    const remembered = memoByContent<number>(10);
    let reads = 0;
    const answers = await Promise.all([1, 2, 3].map(() => remembered(bytes(7), '', async () => ++reads)));
    assert.deepEqual(answers, [1, 1, 1]);
  });

  it('gives each caller its own copy', async () => {
    const remembered = memoByContent<number[]>(10);
    const first = await remembered(bytes(1), '', async () => [1, 2]);
    first.push(3);
    assert.deepEqual(await remembered(bytes(1), '', async () => [9]), [1, 2]);
  });

  it('forgets a failed reading, so the next asks again', async () => {
    const remembered = memoByContent<string>(10);
    await assert.rejects(remembered(bytes(5), '', async () => Promise.reject(new Error('model not loaded'))), /model not loaded/);
    assert.equal(await remembered(bytes(5), '', async () => 'read'), 'read');
  });

  it('keeps only the most recently used answers', async () => {
    const remembered = memoByContent<number>(2);
    let reads = 0;
    const read = async () => ++reads;
    await remembered(bytes(1), '', read);
    await remembered(bytes(2), '', read);
    await remembered(bytes(1), '', read); // 1 is now the most recent
    await remembered(bytes(3), '', read); // 2 goes
    assert.equal(await remembered(bytes(1), '', read), 1);
    assert.equal(await remembered(bytes(2), '', read), 4);
  });
});
