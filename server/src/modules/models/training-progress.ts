import type { TrainingProgress } from 'api-client';
import { trainingRequestedAt, type ModelRow } from './models.repository.js';

/** A bar at 100 % says "done"; until the training has ended it stops just short. */
const MAX_RUNNING_PERCENT = 99;
/** An estimate is only a guess: it never claims more than this. */
const MAX_ESTIMATE_PERCENT = 95;

const round = (percent: number) => Math.round(percent * 10) / 10;

/**
 * How far a training is: the engine's last report (Replicate's step counter, the mock's clock) when there
 * is one, else the time since it started against the configured trainer's expected minutes. Null when
 * nothing trains.
 */
export function trainingProgress(
  training: Pick<ModelRow, 'progress_done' | 'progress_total' | 'started_at' | 'created_at' | 'identity_confirmed_at'> | undefined,
  expectedMinutes: number,
  now = Date.now(),
): TrainingProgress | null {
  if (!training) return null;
  if (training.progress_done !== null && training.progress_total) {
    const percent = (100 * training.progress_done) / training.progress_total;
    return { percent: round(Math.min(MAX_RUNNING_PERCENT, Math.max(0, percent))), source: 'engine' };
  }
  const started = (training.started_at ? new Date(training.started_at) : trainingRequestedAt(training)).getTime();
  const percent = (100 * (now - started)) / (expectedMinutes * 60_000);
  return { percent: round(Math.min(MAX_ESTIMATE_PERCENT, Math.max(0, percent))), source: 'estimate' };
}
