/**
 * Likeness scoring (docs/likeness.md): the calibration of LIKENESS_MISS_THRESHOLD, and the time to score
 * one generated image.
 *
 * Calibration set: our fixtures are 14 different people, one photo each (test/fixtures/faces). Every
 * photo is turned into 6 photos of the same person (itself, mirrored, cropped and rescaled, rotated 10°,
 * brighter and paler, warm-tinted): derived photos, not new ones, so the same-person figures are an upper
 * bound on what real photos of one person (other days, light, angles) score. Each variant is scored
 * against the reference made from the person's other 5 variants (same person), and against the
 * reference of every other person (different people), as scoring does in production.
 *
 * Timing: N generated-size images (768×1024 face photos) described in the worker thread one after the
 * other, p50 and p99 of the wall time per image (decode, detect, describe, score).
 * Run: `npm run bench:likeness`. Timings are wall clock: run it on a quiet machine.
 */
import os from 'node:os';
import sharp, { type Sharp } from 'sharp';
import { loadConfig } from '../src/config/config.js';
import { createWorkerFaceDescriber } from '../src/infra/photo/face-describer.js';
import { buildFaceReference, faceSimilarity } from '../src/infra/photo/face-reference.js';
import { face } from '../test/fixtures/upload-helpers.js';
import { runBenchmark } from './bench-kit.js';

const PEOPLE = 14;
const TIMED_IMAGES = 60;
const VARIANTS: Record<string, (photo: Buffer) => Sharp> = {
  original: (photo) => sharp(photo),
  mirrored: (photo) => sharp(photo).flop(),
  cropped: (photo) => sharp(photo).extract({ left: 30, top: 20, width: 300, height: 300 }).resize(360, 360),
  rotated: (photo) => sharp(photo).rotate(10, { background: '#808080' }),
  brighter: (photo) => sharp(photo).modulate({ brightness: 1.25, saturation: 0.7 }),
  warm: (photo) => sharp(photo).tint('#ffcc99'),
};

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] as number;

runBenchmark(async () => {
  const threshold = loadConfig({ NODE_ENV: 'test' }).likeness.missThreshold;
  const describer = createWorkerFaceDescriber(1);
  try {
    // Calibration.
    const people: number[][][] = [];
    for (let person = 1; person <= PEOPLE; person += 1) {
      const embeddings: number[][] = [];
      for (const [name, variant] of Object.entries(VARIANTS)) {
        const embedding = await describer.describe(await variant(face(person)).jpeg().toBuffer());
        if (!embedding) throw new Error(`no face in face-${person} (${name})`);
        embeddings.push(embedding);
      }
      people.push(embeddings);
    }
    const same: number[] = [];
    const different: number[] = [];
    people.forEach((variants, person) => {
      variants.forEach((embedding, v) => {
        const own = buildFaceReference(variants.filter((_, i) => i !== v), 0)!.embedding;
        same.push(faceSimilarity(embedding, own));
        people.forEach((others, other) => {
          if (other !== person) different.push(faceSimilarity(embedding, buildFaceReference(others, 0)!.embedding));
        });
      });
    });
    const pairsSame: number[] = [];
    const pairsDifferent: number[] = [];
    const all = people.flatMap((variants, person) => variants.map((embedding) => ({ person, embedding })));
    all.forEach((a, i) => all.slice(i + 1).forEach((b) => (a.person === b.person ? pairsSame : pairsDifferent).push(faceSimilarity(a.embedding, b.embedding))));
    console.log(`\ncalibration: ${PEOPLE} people × ${Object.keys(VARIANTS).length} derived photos; threshold LIKENESS_MISS_THRESHOLD = ${threshold}\n`);
    console.table([
      { comparison: 'photo vs its person\'s reference (mean of the other 5)', 'same-person min': Math.min(...same).toFixed(3), 'different-person max': Math.max(...different).toFixed(3), 'same below threshold': same.filter((s) => s < threshold).length, 'different at or above': different.filter((s) => s >= threshold).length, n: `${same.length} / ${different.length}` },
      { comparison: 'photo vs photo', 'same-person min': Math.min(...pairsSame).toFixed(3), 'different-person max': Math.max(...pairsDifferent).toFixed(3), 'same below threshold': pairsSame.filter((s) => s < threshold).length, 'different at or above': pairsDifferent.filter((s) => s >= threshold).length, n: `${pairsSame.length} / ${pairsDifferent.length}` },
    ]);

    // Timing: generated-size photos of the 14 people, in turn.
    const images = await Promise.all(Array.from({ length: PEOPLE }, (_, i) => sharp(face(i + 1)).resize(768, 1024, { fit: 'cover' }).jpeg({ quality: 85 }).toBuffer()));
    const reference = people[0]![0]!;
    await describer.describe(images[0]!); // warm: the model is loaded already, this settles the JIT
    const times: number[] = [];
    for (let i = 0; i < TIMED_IMAGES; i += 1) {
      const began = performance.now();
      const embedding = await describer.describe(images[i % images.length]!);
      if (embedding) faceSimilarity(embedding, reference);
      times.push(performance.now() - began);
    }
    times.sort((a, b) => a - b);
    console.log(`\nscoring one 768×1024 image in the worker thread (${TIMED_IMAGES} images, ${os.availableParallelism()} cores):`);
    console.table([{ 'p50 ms': percentile(times, 50).toFixed(0), 'p99 ms': percentile(times, 99).toFixed(0), 'max ms': times.at(-1)!.toFixed(0) }]);
  } finally {
    await describer.close();
  }
});
