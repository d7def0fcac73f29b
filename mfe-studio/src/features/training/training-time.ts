import { TRAINING_ESTIMATE_MINUTES, type TrainingProgress } from 'api-client';

/** A training takes about 25 minutes; the banner counts down from there. */
export const TRAINING_MINUTES = TRAINING_ESTIMATE_MINUTES;
export const TAKING_LONGER_MESSAGE = 'Training is taking longer than expected. It should be ready soon.';

/** The time-remaining line for a training that started at `startIso`, as seen at `now`. */
export function remainingMessage(startIso: string | null, now: number): string {
  const started = startIso ? Date.parse(startIso) : Number.NaN;
  if (Number.isNaN(started)) return `About ${TRAINING_MINUTES} minutes remaining`;
  const minutesLeft = Math.ceil(TRAINING_MINUTES - (now - started) / 60_000);
  if (minutesLeft <= 0) return TAKING_LONGER_MESSAGE;
  return minutesLeft === 1 ? 'About 1 minute remaining' : `About ${Math.min(minutesLeft, TRAINING_MINUTES)} minutes remaining`;
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
