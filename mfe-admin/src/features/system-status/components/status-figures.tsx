import type { SystemStatus } from 'api-client';
import { DetailList } from 'shared-ui';
import { timeAgo } from '../time-ago';

/** Totals and the last generation, training and registration times. */
export function StatusFigures({ status, now }: { status: SystemStatus; now?: number }) {
  const rows: [string, string][] = [
    ['Total users', String(status.totalUsers)],
    ['Total generations', String(status.totalGenerations)],
    ['Last generation', timeAgo(status.lastGenerationTime, now)],
    ['Last training', timeAgo(status.lastTrainingTime, now)],
    ['Last registration', timeAgo(status.lastRegistrationTime, now)],
  ];
  return <DetailList rows={rows} />;
}
