import type { OperationsFigures as Figures } from 'api-client';
import styled from 'styled-components';
import { DetailList } from 'shared-ui';
import { FiguresTable, TableScroll } from '../../../components/figures-table';
import { operationsRows } from '../operations-rows';

export const EMPTY_QUEUE_TEXT = 'No jobs waiting or running.';

// The first column names the figure; the windows hold numbers.
const Table = styled(FiguresTable)`
  th:first-child,
  td:first-child {
    text-align: left;
  }
`;

const QueueTitle = styled.h3`
  margin: 20px 0 8px;
  font-size: 16px;
`;

/**
 * What happened in the last hour and the last day, read from the same database queries as /metrics
 * (deploy/README.md#monitoring), and the job queue as it is now.
 */
export function OperationsFigures({ figures }: { figures: Figures }) {
  const queue: [string, string][] = figures.queue.map((row) => [
    row.name, `${row.queued} waiting${row.retrying > 0 ? ` (${row.retrying} retrying)` : ''}, ${row.running} running`,
  ]);
  return (
    <>
      <TableScroll role="region" aria-label="Figures for the last hour and day" tabIndex={0}>
        <Table>
          <thead>
            <tr>
              <th scope="col">Figure</th>
              <th scope="col">Last hour</th>
              <th scope="col">Last day</th>
            </tr>
          </thead>
          <tbody>
            {operationsRows(figures).map((row) => (
              <tr key={row.label}>
                <th scope="row">{row.label}</th>
                <td>{row.hour}</td>
                <td>{row.day}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      </TableScroll>
      <QueueTitle>Job queue now</QueueTitle>
      {queue.length === 0 ? <p>{EMPTY_QUEUE_TEXT}</p> : <DetailList rows={queue} />}
    </>
  );
}
