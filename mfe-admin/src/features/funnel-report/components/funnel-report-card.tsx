import { useState } from 'react';
import styled from 'styled-components';
import { Banner, Card, Spinner, Stack, TextField } from 'shared-ui';
import { lastSevenDays } from '../date-range';
import { funnelReportFailure, useFunnelReport } from '../hooks/use-funnel-report';
import { FunnelTable } from './funnel-table';

const Title = styled.h2`
  margin: 0 0 12px;
  font-size: 20px;
`;

const Range = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  & > * {
    flex: 1 1 160px;
  }
`;

/** The growth team's first numbers: analytics events per funnel step and persona over a date range. */
export function FunnelReportCard() {
  const [range, setRange] = useState(lastSevenDays);
  const report = useFunnelReport(range);
  const funnels = report.status === 'success' ? report.data.funnels : null;

  return (
    <Card aria-labelledby="funnels">
      <Title id="funnels">Funnels</Title>
      <Stack gap={16}>
        <Range>
          <TextField label="From" type="date" value={range.from} max={range.to} required
            onChange={(e) => e.target.value && setRange((r) => ({ ...r, from: e.target.value }))} />
          <TextField label="To" type="date" value={range.to} min={range.from} required
            onChange={(e) => e.target.value && setRange((r) => ({ ...r, to: e.target.value }))} />
        </Range>
        {report.status === 'loading' && <Spinner label="Loading the funnel report" />}
        {report.status === 'error' && <Banner tone="error">{funnelReportFailure(report.error)}</Banner>}
        {funnels?.length === 0 && <p>No analytics events in this date range.</p>}
        {funnels?.map((funnel) => <FunnelTable key={funnel.funnelName} funnel={funnel} />)}
        {funnels && funnels.length > 0 && (
          <p>Cells per persona read events / sessions. Step conversion: sessions of a step ÷ sessions of the step before.</p>
        )}
      </Stack>
    </Card>
  );
}
