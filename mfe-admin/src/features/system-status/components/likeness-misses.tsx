import type { LikenessMissShare } from 'api-client';
import styled from 'styled-components';
import { theme } from 'shared-ui';

export const NO_SCORED_PHOTOS_TEXT = 'No photos scored yet.';

const Scroll = styled.div`
  overflow-x: auto;
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 14px;
  font-variant-numeric: tabular-nums;

  th,
  td {
    padding: 6px 10px;
    border-bottom: 1px solid ${theme.colors.border};
    text-align: right;
    white-space: nowrap;
  }
  th:first-child,
  td:first-child,
  th:nth-child(2),
  td:nth-child(2) {
    text-align: left;
  }
  thead th {
    color: ${theme.colors.textMuted};
    font-weight: 600;
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
    <Scroll>
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
    </Scroll>
  );
}
