import styled from 'styled-components';
import { Banner, Card, Page, PageTitle, Spinner, Stack, usePageMeta } from 'shared-ui';
import { FunnelReportCard } from '../features/funnel-report/components/funnel-report-card';
import { StatusFigures } from '../features/system-status/components/status-figures';
import { StatusIndicators } from '../features/system-status/components/status-indicators';
import { useSystemStatus } from '../features/system-status/hooks/use-system-status';

const SectionTitle = styled.h2`
  margin: 0 0 12px;
  font-size: 20px;
`;

// Each report is its own card in one column, so the funnel report (a later issue) is one more card.
export default function SystemStatusPage() {
  usePageMeta({ title: 'System Status', noindex: true });
  const state = useSystemStatus();

  return (
    <Page>
      <PageTitle>System Status</PageTitle>
      {state.kind === 'loading' && <Spinner label="Loading system status" />}
      {state.kind === 'failed' && <Banner tone="error">{state.message}</Banner>}
      {state.kind === 'loaded' && (
        <Stack gap={24}>
          <Card aria-labelledby="health">
            <SectionTitle id="health">Health</SectionTitle>
            <StatusIndicators indicators={state.status.statusIndicators} />
          </Card>
          <Card aria-labelledby="activity">
            <SectionTitle id="activity">Activity</SectionTitle>
            <StatusFigures status={state.status} />
          </Card>
          <FunnelReportCard />
        </Stack>
      )}
    </Page>
  );
}
