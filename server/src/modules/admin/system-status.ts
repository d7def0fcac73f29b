import type { LikenessMissShare, OperationsFigures, PreviewDay, SystemStatus } from 'api-client';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

export interface StatusFacts {
  lastGenerationTime: Date | null;
  lastTrainingTime: Date | null;
  lastRegistrationTime: Date | null;
  totalUsers: number;
  totalGenerations: number;
  /** Accounts that signed in within the last 24 hours. */
  recentlyActiveUsers: number;
  /** Likeness misses per day and engine, newest first. */
  likenessMisses?: LikenessMissShare[];
  /** Free previews per day, newest first. */
  previews?: PreviewDay[];
  /** The figures /metrics reports, for the last hour and day (infra/metrics/operations-figures.ts). */
  operations?: OperationsFigures;
}

/** How long ago, in minutes, hours or days. */
export function timeAgo(then: Date, now: Date): string {
  const minutes = Math.max(0, Math.floor((now.getTime() - then.getTime()) / 60_000));
  if (minutes < 1) return 'just now';
  if (minutes < 60) return minutes === 1 ? '1 minute ago' : `${minutes} minutes ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return hours === 1 ? '1 hour ago' : `${hours} hours ago`;
  const days = Math.floor(hours / 24);
  return days === 1 ? '1 day ago' : `${days} days ago`;
}

function plural(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

/** "Something happened within the window": green with its time, red naming the window or "none yet". */
function recency(what: string, whats: string, last: Date | null, windowMs: number, windowText: string, now: Date) {
  if (!last) return { status: false, message: `No ${whats} yet` };
  const status = now.getTime() - last.getTime() <= windowMs;
  const message = status ? `Last ${what} ${timeAgo(last, now)}` : `No ${what} in the last ${windowText} (last ${timeAgo(last, now)})`;
  return { status, message };
}

/** The system-status reply, computed from facts read from real rows. */
export function buildSystemStatus(facts: StatusFacts, now: Date): SystemStatus {
  return {
    lastGenerationTime: facts.lastGenerationTime?.toISOString() ?? null,
    lastTrainingTime: facts.lastTrainingTime?.toISOString() ?? null,
    lastRegistrationTime: facts.lastRegistrationTime?.toISOString() ?? null,
    totalUsers: facts.totalUsers,
    totalGenerations: facts.totalGenerations,
    statusIndicators: {
      recentGeneration: recency('generation', 'generations', facts.lastGenerationTime, DAY, '24 hours', now),
      recentTraining: recency('training', 'trainings', facts.lastTrainingTime, 7 * DAY, '7 days', now),
      recentRegistration: recency('registration', 'registrations', facts.lastRegistrationTime, 7 * DAY, '7 days', now),
      activeUsers: facts.recentlyActiveUsers > 0
        ? { status: true, message: `${plural(facts.recentlyActiveUsers, 'user', 'users')} signed in in the last 24 hours` }
        : { status: false, message: 'No sign-ins in the last 24 hours' },
      hasGenerations: facts.totalGenerations > 0
        ? { status: true, message: `${plural(facts.totalGenerations, 'generation', 'generations')} in total` }
        : { status: false, message: 'No generations yet' },
    },
    likenessMisses: facts.likenessMisses ?? [],
    previews: facts.previews ?? [],
    ...(facts.operations && { operations: facts.operations }),
  };
}
