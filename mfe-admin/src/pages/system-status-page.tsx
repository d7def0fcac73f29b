import styled from 'styled-components';
import { Banner, Card, Page, PageTitle, Spinner, Stack, usePageMeta } from 'shared-ui';
import { FunnelReportCard } from '../features/funnel-report/components/funnel-report-card';
import { LikenessMisses } from '../features/system-status/components/likeness-misses';
import { OperationsFigures } from '../features/system-status/components/operations-figures';
import { PreviewDays } from '../features/system-status/components/preview-days';
import { StatusFigures } from '../features/system-status/components/status-figures';
import { StatusIndicators } from '../features/system-status/components/status-indicators';
import { systemStatusFailure, useSystemStatus } from '../features/system-status/hooks/use-system-status';

const SectionTitle = styled.h2`
  margin: 0 0 12px;
  font-size: 20px;
`;

// Each report is its own card in one column; a new report is one more card.
export default function SystemStatusPage() {
  usePageMeta({ title: 'System Status', noindex: true });
  const query = useSystemStatus();

  return (
    <Page>
      <PageTitle>System Status</PageTitle>
      {query.status === 'loading' && <Spinner label="Loading system status" />}
      {query.status === 'error' && <Banner tone="error">{systemStatusFailure(query.error)}</Banner>}
      {query.status === 'success' && (
        <Stack gap={24}>
          <Card aria-labelledby="health">
            <SectionTitle id="health">Health</SectionTitle>
            <StatusIndicators indicators={query.data.statusIndicators} />
          </Card>
          <Card aria-labelledby="activity">
            <SectionTitle id="activity">Activity</SectionTitle>
            <StatusFigures status={query.data} />
          </Card>
          {/* The same figures as /metrics; a server from before them leaves them out. */}
          {query.data.operations && (
            <Card aria-labelledby="operations">
              <SectionTitle id="operations">Last hour and day</SectionTitle>
              <OperationsFigures figures={query.data.operations} />
            </Card>
          )}
          <Card aria-labelledby="likeness">
            <SectionTitle id="likeness">Likeness misses</SectionTitle>
            <LikenessMisses rows={query.data.likenessMisses} />
          </Card>
          {/* A server without free previews leaves them out of its reply. */}
          {query.data.previews && (
            <Card aria-labelledby="previews">
              <SectionTitle id="previews">Free previews</SectionTitle>
              <PreviewDays rows={query.data.previews} />
            </Card>
          )}
          <FunnelReportCard />
        </Stack>
      )}
    </Page>
  );
}
