// @test-databases pglite
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { buildFaceReference, faceSimilarity } from '../src/infra/photo/face-reference.js';

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

  it('the person is the largest group of mutually similar faces, not the first photo: a stray first photo is the outlier', () => {
    const person = vector(1);
    const photos = [vector(9), person, nudged(person, 0.1), nudged(person, -0.1), vector(3)];
    const reference = buildFaceReference(photos, 0.7)!;
    assert.deepEqual([reference.members, reference.outliers], [[1, 2, 3], [0, 4]]);
    // The mean of photos 1, 2 and 3: the nudges cancel out.
    reference.embedding.forEach((value, i) => assert.ok(Math.abs(value - (person[i] as number)) < 1e-9));
    assert.equal(buildFaceReference([], 0.7), null);
  });

  it('a photo that falls short of one member but matches the group\'s mean face is the person too', () => {
    const person = vector(1);
    // Along one line: 0, +0.1, -0.1 are mutually similar; +0.2 is similar to 0 and +0.1 but not to -0.1.
    const photos = [person, nudged(person, 0.1), nudged(person, -0.1), nudged(person, 0.2), vector(2)];
    assert.ok(faceSimilarity(photos[2]!, photos[3]!) < 0.7);
    const reference = buildFaceReference(photos, 0.7)!;
    assert.deepEqual([reference.members, reference.outliers], [[0, 1, 2, 3], [4]]);
  });

  it('of two groups of one size the earlier wins; twelve different people leave the first photo as the person', () => {
    const [a, b] = [vector(1), vector(2)];
    const tie = buildFaceReference([b, a, nudged(b, 0.1), nudged(a, 0.1)], 0.7)!;
    assert.deepEqual(tie.outliers, [1, 3]);
    const strangers = buildFaceReference(Array.from({ length: 12 }, (_, i) => vector(i + 1)), 0.7)!;
    assert.deepEqual(strangers.outliers, Array.from({ length: 11 }, (_, i) => i + 1));
    assert.deepEqual(strangers.embedding, vector(1));
  });
});
