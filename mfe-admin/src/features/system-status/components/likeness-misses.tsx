import type { LikenessMissShare } from 'api-client';
import styled from 'styled-components';
import { FiguresTable, TableScroll } from '../../../components/figures-table';

export const NO_SCORED_PHOTOS_TEXT = 'No photos scored yet.';

// Day and engine are words; the counts and the share are figures.
const Table = styled(FiguresTable)`
  th:first-child,
  td:first-child,
  th:nth-child(2),
  td:nth-child(2) {
    text-align: left;
  }
`;

/** 0.125 → "12.5 %". */
export const missShareText = (share: number) => `${Math.round(share * 1000) / 10} %`;

/**
 * The share of generated photos that missed the likeness threshold, per day and engine (docs/likeness.md):
 * a jump on one engine is what an operator looks for when a provider's model changes.
 */
export function LikenessMisses({ rows }: { rows: readonly LikenessMissShare[] }) {
  if (rows.length === 0) return <p>{NO_SCORED_PHOTOS_TEXT}</p>;
  return (
    <TableScroll role="region" aria-label="Likeness misses per day and engine" tabIndex={0}>
      <Table>
        <thead>
          <tr>
            <th scope="col">Day</th>
            <th scope="col">Engine</th>
            <th scope="col">Scored</th>
            <th scope="col">Misses</th>
            <th scope="col">Miss share</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={`${row.day}-${row.engine}`}>
              <td>{row.day}</td>
              <td>{row.engine}</td>
              <td>{row.scored}</td>
              <td>{row.misses}</td>
              <td>{missShareText(row.missShare)}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </TableScroll>
  );
}
