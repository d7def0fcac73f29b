/** A training takes about 25 minutes; the banner counts down from there. */
export const TRAINING_MINUTES = 25;
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
