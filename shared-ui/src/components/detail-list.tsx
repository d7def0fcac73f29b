import { Fragment, type ReactNode } from 'react';
import styled from 'styled-components';

const List = styled.dl`
  display: grid;
  /* A long label wraps instead of squeezing its value to a few characters a line (a phone's width). */
  grid-template-columns: fit-content(60%) 1fr;
  gap: 8px 16px;
  margin: 0;

  dt {
    font-weight: 600;
  }

  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

export interface DetailListProps {
  /** Label and value pairs, in display order; a row whose value is null or undefined is left out. */
  rows: readonly (readonly [label: string, value: ReactNode])[];
}

/** Labels beside their values (account details, status figures), as an accessible description list. */
export function DetailList({ rows }: DetailListProps) {
  return (
    <List>
      {rows
        .filter(([, value]) => value !== null && value !== undefined)
        .map(([label, value]) => (
          <Fragment key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </Fragment>
        ))}
    </List>
  );
}
