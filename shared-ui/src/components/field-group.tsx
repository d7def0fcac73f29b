import type { FieldsetHTMLAttributes, ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { theme } from 'shared-ui/start-up';

export interface FieldGroupProps extends Omit<FieldsetHTMLAttributes<HTMLFieldSetElement>, 'children'> {
  /** Names the group, as a label names a field (a radio group's question, a set of chips). */
  legend: ReactNode;
  /** The legend and the controls in one wrapping row, as a toolbar reads ("Tool  Small  Medium  Large"). */
  inline?: boolean;
  children: ReactNode;
}

// A fieldset without its box: the group keeps its name for screen readers and `disabled` for every control.
const Fieldset = styled.fieldset<{ $inline: boolean }>`
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
  ${(p) =>
    p.$inline &&
    css`
      display: flex;
      flex-wrap: wrap;
      gap: 6px;
    `}
`;

const Legend = styled.legend<{ $inline: boolean }>`
  padding: 0;
  margin-bottom: 6px;
  color: ${theme.colors.text};
  font-weight: 600;
  font-size: 14px;
  // Floated, a legend is no longer drawn on the fieldset's edge: it joins the row as its first item.
  ${(p) =>
    p.$inline &&
    css`
      float: left;
      margin: 0 6px 0 0;
      padding: 10px 0;
    `}
`;

/** Controls that answer one question together (radios, toggle chips), named by a legend styled like a field label. */
export function FieldGroup({ legend, inline = false, children, ...fieldset }: FieldGroupProps) {
  return (
    <Fieldset $inline={inline} {...fieldset}>
      <Legend $inline={inline}>{legend}</Legend>
      {children}
    </Fieldset>
  );
}
