import { Fragment } from 'react';
import type { SystemStatus } from 'api-client';
import styled from 'styled-components';
import { timeAgo } from '../time-ago';

const Figures = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 8px 16px;
  margin: 0;

  dt {
    font-weight: 600;
  }

  dd {
    margin: 0;
  }
`;

/** Totals and the last generation, training and registration times. */
export function StatusFigures({ status, now }: { status: SystemStatus; now?: number }) {
  const rows: [string, string][] = [
    ['Total users', String(status.totalUsers)],
    ['Total generations', String(status.totalGenerations)],
    ['Last generation', timeAgo(status.lastGenerationTime, now)],
    ['Last training', timeAgo(status.lastTrainingTime, now)],
    ['Last registration', timeAgo(status.lastRegistrationTime, now)],
  ];
  return (
    <Figures>
      {rows.map(([label, value]) => (
        <Fragment key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </Fragment>
      ))}
    </Figures>
  );
}
