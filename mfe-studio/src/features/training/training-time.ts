import { trainingMinutes, type TrainingProgress } from 'api-client';
export const TAKING_LONGER_MESSAGE = 'Training is taking longer than expected. It should be ready soon.';

/** Below this much of the engine's own count, its pace says too little to extrapolate from. */
const MIN_ENGINE_PERCENT = 5;

const minutesText = (minutes: number) => (minutes <= 1 ? 'About 1 minute remaining' : `About ${minutes} minutes remaining`);

/**
 * The time-remaining line for a training that started at `startIso`, as seen at `now`. With the engine's
 * own count (`progress.source` engine) it follows the real pace: at 60 % done after 6 minutes, about 4
 * minutes are left, whatever the trainer's estimate says. Without it, the estimate counts down.
 */
export function remainingMessage(startIso: string | null, now: number, progress: TrainingProgress | null = null): string {
  const started = startIso ? Date.parse(startIso) : Number.NaN;
  // The configured trainer's time (about 25 minutes, or about 5 with the fast trainer): the banner counts down from it.
  const expected = trainingMinutes();
  if (Number.isNaN(started)) return minutesText(expected);
  const elapsedMinutes = Math.max(0, (now - started) / 60_000);
  if (progress?.source === 'engine' && progress.percent >= MIN_ENGINE_PERCENT) {
    const left = (elapsedMinutes * (100 - progress.percent)) / progress.percent;
    return minutesText(Math.max(1, Math.ceil(left)));
  }
  const minutesLeft = Math.ceil(expected - elapsedMinutes);
  if (minutesLeft <= 0) return TAKING_LONGER_MESSAGE;
  return minutesText(Math.min(minutesLeft, expected));
}

/** The start time in the user's own time zone and clock format, e.g. "14:05" or "2:05 PM". */
export function localStartTime(startIso: string | null): string | null {
  if (!startIso) return null;
  const date = new Date(startIso);
  if (Number.isNaN(date.getTime())) return null;
  return date.toLocaleTimeString(undefined, { hour: 'numeric', minute: '2-digit' });
}

/** The words beside the progress bar: the engine's own count is exact, the time-based one is a guess. */
export function progressText(progress: TrainingProgress): string {
  const percent = Math.floor(progress.percent);
  return progress.source === 'engine' ? `${percent}% done` : `About ${percent}% done (estimated)`;
}

/** "Updated just now", "Updated 40 seconds ago", "Updated 3 minutes ago": how fresh the banner is. */
export function updatedText(updatedAt: number, now: number): string {
  const seconds = Math.max(0, Math.round((now - updatedAt) / 1000));
  if (seconds < 10) return 'Updated just now';
  if (seconds < 60) return `Updated ${seconds} seconds ago`;
  const minutes = Math.floor(seconds / 60);
  return minutes === 1 ? 'Updated 1 minute ago' : `Updated ${minutes} minutes ago`;
}
