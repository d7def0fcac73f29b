// A worker thread of the likeness pool (face-describer.ts): describes the face of one generated image
// at a time with its own face model, loaded as soon as the worker starts.
import sharp from 'sharp';
import { createHumanFaceDetector } from './face-detector.js';
import { lowerThisThread } from './thread-priority.js';
import { serveTasks } from './worker-pool.js';
import type { DescribeOutcome, DescribeTask } from './face-describer.js';

/** The detector works at 256 px and the description model at 224: more pixels only cost decoding time. */
const SCORING_SIZE = 640;

lowerThisThread();
const detector = createHumanFaceDetector({ describe: true, maxFaces: 1 });
detector.load().catch(() => undefined);

serveTasks<DescribeTask, DescribeOutcome>(async ({ image }) => {
  const { data, info } = await sharp(Buffer.from(image), { limitInputPixels: 50_000_000 })
    .rotate()
    .resize(SCORING_SIZE, SCORING_SIZE, { fit: 'inside', withoutEnlargement: true })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const faces = await detector.detect({ data, width: info.width, height: info.height });
  return { value: { embedding: faces[0]?.embedding ?? null } };
});
