import type { FunnelReport } from 'api-client';
import styled from 'styled-components';
import { theme } from 'shared-ui';
import { formatRate } from '../date-range';

const Scroll = styled.div`
  overflow-x: auto;
`;

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
    white-space: nowrap;
  }
  th[scope='row'],
  thead th:first-child {
    text-align: left;
  }
  thead th {
    color: ${theme.colors.textMuted};
    font-weight: 600;
  }
`;

type Funnel = FunnelReport['funnels'][number];

/** One funnel: a row per step; events / sessions overall and per persona; conversion from the step before. */
export function FunnelTable({ funnel }: { funnel: Funnel }) {
  return (
    <Scroll>
      <Table>
        <caption>{funnel.funnelName}</caption>
        <thead>
          <tr>
            <th scope="col">Step</th>
            <th scope="col">Events</th>
            <th scope="col">Sessions</th>
            {funnel.personas.map((persona) => (
              <th key={persona} scope="col" title="events / sessions">
                {persona}
              </th>
            ))}
            <th scope="col">Step conversion</th>
          </tr>
        </thead>
        <tbody>
          {funnel.steps.map((step) => (
            <tr key={step.funnelStep}>
              <th scope="row">{step.funnelStep}</th>
              <td>{step.events}</td>
              <td>{step.sessions}</td>
              {step.byPersona.map((cell) => (
                <td key={cell.persona}>
                  {cell.events} / {cell.sessions}
                </td>
              ))}
              <td>{formatRate(step.conversionFromPrevious)}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </Scroll>
  );
}
