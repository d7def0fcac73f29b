/**
 * A step's conversion as the table shows it. The report divides a step's sessions by the step before's,
 * which goes above 100 % when visitors join the funnel at this step (a direct link to /onboarding skips
 * the landing steps). No more than all of the previous step's sessions can have continued, so the shown
 * rate stops at 100 % and says that it was capped.
 */
export interface StepConversion {
  text: string;
  capped: boolean;
}

export function stepConversion(rate: number | null): StepConversion {
  if (rate === null || !Number.isFinite(rate)) return { text: '–', capped: false };
  const capped = rate > 1;
  const shown = Math.min(Math.max(rate, 0), 1);
  return { text: `${(Math.round(shown * 1000) / 10).toFixed(1)} %`, capped };
}

export const CAPPED_NOTE = 'More sessions reached this step than the step before (visitors can join the funnel here), so its conversion is capped at 100 %.';
