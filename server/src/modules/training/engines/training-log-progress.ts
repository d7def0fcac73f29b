import type { TrainingProgress } from './training-engine.js';

/** ostris/flux-dev-lora-trainer prints its step counter as a tqdm bar with this description. */
const TRAINER_BAR = /flux_train_replicate:\s*\d{1,3}%\|[^|\r\n]*\|\s*(\d+)\/(\d+)/g;
/** Any tqdm bar: "45%|████▌     | 450/1000". */
const ANY_BAR = /\d{1,3}%\|[^|\r\n]*\|\s*(\d+)\/(\d+)/g;
/** The counter is near the end; a long training's logs run to megabytes. */
const TAIL_CHARS = 16_384;

function lastMatch(text: string, pattern: RegExp, accept: (total: number) => boolean): TrainingProgress | undefined {
  let found: TrainingProgress | undefined;
  for (const match of text.matchAll(pattern)) {
    const done = Number(match[1]);
    const total = Number(match[2]);
    if (total > 0 && done <= total && accept(total)) found = { done, total };
  }
  return found;
}

/**
 * The latest step counter in a trainer's logs, e.g. "flux_train_replicate:  45%|████▌ | 450/1000 [05:12<06:21]"
 * → 450 of 1000. Captioning and model loading print bars of their own first; without the trainer's
 * description only a bar counting the training's own steps is taken. Undefined when there is none yet.
 */
export function trainingProgressFromLogs(logs: string | null | undefined, steps: number): TrainingProgress | undefined {
  if (!logs) return undefined;
  const tail = logs.slice(-TAIL_CHARS);
  return lastMatch(tail, TRAINER_BAR, () => true) ?? lastMatch(tail, ANY_BAR, (total) => total === steps);
}
