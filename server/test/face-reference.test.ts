import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { buildFaceReference, faceSimilarity } from '../src/modules/uploads/face-reference.js';

/** A description-like vector: 1024 numbers in [0, 1], drawn from `seed`. */
function vector(seed: number): number[] {
  let state = seed;
  return Array.from({ length: 1024 }, () => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state / 2 ** 31;
  });
}
const nudged = (v: number[], by: number) => v.map((x, i) => x + (i % 2 === 0 ? by : -by));

describe('face likeness arithmetic', () => {
  it('scores the same face 1, a near copy high, another face lower; symmetric; 0 for unusable input', () => {
    const a = vector(1);
    assert.equal(faceSimilarity(a, a), 1);
    const near = faceSimilarity(a, nudged(a, 0.2));
    const other = faceSimilarity(a, vector(2));
    assert.ok(near > 0.7 && near < 1, String(near));
    assert.ok(other < near, `${other} < ${near}`);
    assert.equal(faceSimilarity(a, vector(2)), faceSimilarity(vector(2), a));
    assert.equal(faceSimilarity(a, a.slice(1)), 0);
    assert.equal(faceSimilarity([], []), 0);
  });

  it('builds the reference from the main (first) photo and the photos like it; the rest are outliers', () => {
    const main = vector(1);
    const photos = [main, nudged(main, 0.2), vector(2), nudged(main, -0.2), vector(3)];
    const reference = buildFaceReference(photos, 0.7)!;
    assert.deepEqual(reference.outliers, [2, 4]);
    // The mean of photos 0, 1 and 3: the nudges cancel out.
    reference.embedding.forEach((value, i) => assert.ok(Math.abs(value - (main[i] as number)) < 1e-9));
    assert.equal(buildFaceReference([], 0.7), null);
  });

  it('keeps a set of different people usable: the main photo alone, every other photo flagged', () => {
    const reference = buildFaceReference([vector(1), vector(2), vector(3)], 0.7)!;
    assert.deepEqual(reference.outliers, [1, 2]);
    assert.deepEqual(reference.embedding, vector(1));
  });
});
