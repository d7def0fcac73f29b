import type { FunnelReport } from 'api-client';
import styled from 'styled-components';
import { theme, VisuallyHidden } from 'shared-ui';
import { CAPPED_NOTE, stepConversion } from '../conversion';

// The region scrolls only if a funnel has more personas than even the stacked layout can hold; it is
// focusable and named so that keyboard users can scroll it too.
const Scroll = styled.div`
  overflow-x: auto;
  container-type: inline-size;
`;

// Explicit ARIA roles keep the table a table for assistive technology when narrow cards stack its rows.
const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 14px;
  font-variant-numeric: tabular-nums;

  caption {
    margin-bottom: 8px;
    text-align: left;
    font-weight: 700;
    font-size: 16px;
  }
  th,
  td {
    padding: 6px 10px;
    border-bottom: 1px solid ${theme.colors.border};
    text-align: right;
  }
  td {
    white-space: nowrap;
  }
  th[scope='row'],
  thead th:first-child {
    text-align: left;
    overflow-wrap: anywhere;
  }
  thead th {
    color: ${theme.colors.textMuted};
    font-weight: 600;
  }

  /* A narrow card: each step becomes a block, its figures labelled, wrapping as the width allows. */
  @container (max-width: 640px) {
    &,
    tbody,
    caption {
      display: block;
    }
    thead {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip-path: inset(50%);
    }
    tbody tr {
      display: flex;
      flex-wrap: wrap;
      gap: 2px 16px;
      padding: 8px 0;
      border-bottom: 1px solid ${theme.colors.border};
    }
    th[scope='row'] {
      flex: 1 0 100%;
      padding: 0;
      border: 0;
    }
    td {
      padding: 0;
      border: 0;
      text-align: left;
    }
    td::before {
      content: attr(data-label) ': ';
      color: ${theme.colors.textMuted};
    }
  }
`;

const Note = styled.p`
  margin: 8px 0 0;
  font-size: 13px;
  color: ${theme.colors.textMuted};
`;

type Funnel = FunnelReport['funnels'][number];

/** One funnel: a row per step; events / sessions overall and per persona; conversion from the step before. */
export function FunnelTable({ funnel }: { funnel: Funnel }) {
  const conversions = funnel.steps.map((step) => stepConversion(step.conversionFromPrevious));
  const anyCapped = conversions.some((c) => c.capped);
  const noteId = `funnel-${funnel.funnelName}-capped`;
  return (
    <div>
      <Scroll role="region" aria-label={`${funnel.funnelName} funnel`} tabIndex={0}>
        <Table role="table">
          <caption>{funnel.funnelName}</caption>
          <thead role="rowgroup">
            <tr role="row">
              <th role="columnheader" scope="col">Step</th>
              <th role="columnheader" scope="col">Events</th>
              <th role="columnheader" scope="col">Sessions</th>
              {funnel.personas.map((persona) => (
                <th role="columnheader" key={persona} scope="col" title="events / sessions">
                  {persona}
                </th>
              ))}
              <th role="columnheader" scope="col">Step conversion</th>
            </tr>
          </thead>
          <tbody role="rowgroup">
            {funnel.steps.map((step, index) => {
              const conversion = conversions[index] ?? stepConversion(null);
              return (
                <tr role="row" key={step.funnelStep}>
                  <th role="rowheader" scope="row">{step.funnelStep}</th>
                  <td role="cell" data-label="Events">{step.events}</td>
                  <td role="cell" data-label="Sessions">{step.sessions}</td>
                  {step.byPersona.map((cell) => (
                    <td role="cell" key={cell.persona} data-label={cell.persona}>
                      {cell.events} / {cell.sessions}
                    </td>
                  ))}
                  <td role="cell" data-label="Conversion" aria-describedby={conversion.capped ? noteId : undefined}>
                    {conversion.text}
                    {conversion.capped && (
                      <>
                        <span aria-hidden="true">*</span>
                        <VisuallyHidden> (capped)</VisuallyHidden>
                      </>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </Table>
      </Scroll>
      {anyCapped && <Note id={noteId}>* {CAPPED_NOTE}</Note>}
    </div>
  );
}
