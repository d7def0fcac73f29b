import { PREVIEW_STATS_DAYS, type PreviewDay } from 'api-client';
import styled from 'styled-components';
import { FiguresTable, TableScroll } from '../../../components/figures-table';

export const NO_PREVIEWS_TEXT = `No free previews in the last ${PREVIEW_STATS_DAYS} days.`;

// The day is a word; the rest are figures.
const Table = styled(FiguresTable)`
  th:first-child,
  td:first-child {
    text-align: left;
  }
`;

/**
 * Free previews per UTC day (docs/analytics.md): how many were made or failed, the photos the engine billed
 * for them, and how many of those accounts paid afterwards. The funnel report has the steps in between.
 */
export function PreviewDays({ rows }: { rows: readonly PreviewDay[] }) {
  if (rows.length === 0) return <p>{NO_PREVIEWS_TEXT}</p>;
  return (
    <TableScroll role="region" aria-label="Free previews per day" tabIndex={0}>
      <Table>
        <thead>
          <tr>
            <th scope="col">Day</th>
            <th scope="col">Made</th>
            <th scope="col">Failed</th>
            <th scope="col">Photos</th>
            <th scope="col">Paid after</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.day}>
              <td>{row.day}</td>
              <td>{row.made}</td>
              <td>{row.failed}</td>
              <td>{row.images}</td>
              <td>{row.paidAfter}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </TableScroll>
  );
}
