import styled from 'styled-components';
import { media, theme } from 'shared-ui/start-up';
import type { ComparisonColumn, ComparisonRow } from '../../content/comparison';

const Scroller = styled.div`
  overflow-x: auto;
  ${media.mobile`overflow: hidden;`}
  border: 1px solid ${theme.colors.border};
  border-radius: 16px;
  background: ${theme.colors.surface};
  box-shadow: ${theme.shadows.card};
`;

const Table = styled.table`
  width: 100%;
  min-width: 560px;
  border-collapse: collapse;
  font-size: 0.975rem;

  /* The section heading shows the title; the caption names the table for screen readers only. */
  caption {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
  }

  th,
  td {
    padding: 14px 18px;
    border-bottom: 1px solid ${theme.colors.border};
    text-align: left;
    vertical-align: top;
  }

  tbody tr:last-child > * {
    border-bottom: 0;
  }

  thead th {
    font-size: 0.9rem;
    color: ${theme.colors.textMuted};
  }

  tbody th {
    font-weight: 600;
  }

  .ours {
    background: ${theme.colors.accentSoft};
    color: ${theme.colors.text};
    font-weight: 600;
  }

  thead .ours {
    color: ${theme.colors.accentHover};
  }

  /* Phones: each row becomes a small card listing the three generators, so nothing scrolls sideways. */
  ${media.mobile`
    min-width: 0;
    font-size: 0.925rem;
    thead { display: none; }
    tbody, tr, th, td { display: block; }
    tr { padding: 14px 16px; border-bottom: 1px solid ${theme.colors.border}; }
    tbody tr:last-child { border-bottom: 0; }
    tbody th, td { padding: 0; border: 0; }
    tbody th { margin-bottom: 6px; }
    td { display: flex; justify-content: space-between; gap: 16px; padding: 3px 0; text-align: right; }
    td::before { content: attr(data-label); flex: none; color: ${theme.colors.textMuted}; font-weight: 400; text-align: left; }
    .ours { background: none; color: ${theme.colors.accentHover}; }
  `}
`;

export interface ComparisonTableProps {
  caption: string;
  columns: ComparisonColumn[];
  rows: ComparisonRow[];
}

export function ComparisonTable({ caption, columns, rows }: ComparisonTableProps) {
  return (
    <Scroller>
      <Table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <td />
            {columns.map((column) => (
              <th key={column.name} scope="col" className={column.highlight ? 'ours' : undefined}>
                {column.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.feature}>
              <th scope="row">{row.feature}</th>
              {row.values.map((value, index) => (
                <td
                  key={columns[index]?.name}
                  data-label={columns[index]?.name}
                  className={columns[index]?.highlight ? 'ours' : undefined}
                >
                  {value}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </Table>
    </Scroller>
  );
}
