import styled from 'styled-components';
import { theme } from 'shared-ui';

/**
 * A table of figures for operators (margins, miss shares): numbers right-aligned in tabular digits,
 * muted column heads. Wider than a phone, it scrolls inside its own region. A table styles which of
 * its columns hold words (left-aligned) by extending this one.
 */
export const FiguresTable = styled.table`
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
  thead th {
    color: ${theme.colors.textMuted};
    font-weight: 600;
  }
`;

export const TableScroll = styled.div`
  overflow-x: auto;
`;
