// Keeps the mask to the main person (or people of a similar size): the model also half-sees a
// stranger's shoulder at the frame's edge, a coat on a chair, a face on a poster, and those come
// back as faint ghosts on a studio backdrop. Such regions are weak and away from the person's
// confident core, so the mask fades out with the distance from the main cores.
import type { PersonMask } from './person-segmenter.js';

/** A person's core: pixels the model is this sure of. */
const CORE_THRESHOLD = 0.75;
/** Cores smaller than this share of the largest one are not people to keep. */
const KEEP_SHARE = 0.15;
/**
 * A real outline goes from sure to unsure within a few mask pixels (of 256): up to FADE_START pixels
 * from a kept core the mask is as the model said, then it fades to nothing at FADE_END.
 */
const FADE_START = 2;
const FADE_END = 6;

/** Labels the 4-connected cores; returns each pixel's core (0: none) and each core's size. */
function labelCores(mask: PersonMask): { labels: Int32Array; sizes: number[] } {
  const { data, width } = mask;
  const labels = new Int32Array(data.length);
  const sizes = [0];
  const stack: number[] = [];
  for (let start = 0; start < data.length; start += 1) {
    if (labels[start] !== 0 || data[start]! <= CORE_THRESHOLD) continue;
    const label = sizes.length;
    let size = 0;
    labels[start] = label;
    stack.push(start);
    while (stack.length > 0) {
      const at = stack.pop()!;
      size += 1;
      const x = at % width;
      for (const next of [x > 0 ? at - 1 : -1, x < width - 1 ? at + 1 : -1, at - width, at + width]) {
        if (next < 0 || next >= data.length || labels[next] !== 0 || data[next]! <= CORE_THRESHOLD) continue;
        labels[next] = label;
        stack.push(next);
      }
    }
    sizes.push(size);
  }
  return { labels, sizes };
}

/** Each pixel's distance (8-connected steps, at most FADE_END + 1) from the nearest kept core. */
function distanceFromKept(mask: PersonMask, kept: Uint8Array): Uint8Array {
  const { width, height } = mask;
  const distance = new Uint8Array(mask.data.length).fill(FADE_END + 1);
  let frontier: number[] = [];
  for (let i = 0; i < kept.length; i += 1) {
    if (kept[i]) {
      distance[i] = 0;
      frontier.push(i);
    }
  }
  for (let step = 1; step <= FADE_END && frontier.length > 0; step += 1) {
    const next: number[] = [];
    for (const at of frontier) {
      const x = at % width;
      const y = (at - x) / width;
      for (let dy = -1; dy <= 1; dy += 1) {
        for (let dx = -1; dx <= 1; dx += 1) {
          const nx = x + dx;
          const ny = y + dy;
          if (nx < 0 || ny < 0 || nx >= width || ny >= height) continue;
          const neighbour = ny * width + nx;
          if (distance[neighbour]! <= step) continue;
          distance[neighbour] = step;
          next.push(neighbour);
        }
      }
    }
    frontier = next;
  }
  return distance;
}

/** The mask kept to its main people (a new mask; the input is left as it is). */
export function keepMainPeople(mask: PersonMask): PersonMask {
  const { labels, sizes } = labelCores(mask);
  const largest = Math.max(...sizes);
  const kept = new Uint8Array(mask.data.length);
  for (let i = 0; i < kept.length; i += 1) kept[i] = labels[i]! !== 0 && sizes[labels[i]!]! >= largest * KEEP_SHARE ? 1 : 0;
  const distance = distanceFromKept(mask, kept);
  const data = new Float32Array(mask.data.length);
  for (let i = 0; i < data.length; i += 1) {
    const fade = Math.min(1, Math.max(0, (FADE_END - distance[i]!) / (FADE_END - FADE_START)));
    data[i] = mask.data[i]! * fade;
  }
  return { data, width: mask.width, height: mask.height };
}
