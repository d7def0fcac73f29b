import type { PackGenerationReply } from 'api-client';
import { Banner, Button, LoadingView, Page, type ApiQueryResult } from 'shared-ui';
import { packGenerationFailure } from '../hooks/use-pack-generation';

export interface PackGenerationPendingProps {
  query: Exclude<ApiQueryResult<PackGenerationReply>, { status: 'success' }>;
}

/** What a pack page shows until its generation has loaded: a loader, or the failure with Try again. */
export function PackGenerationPending({ query }: PackGenerationPendingProps) {
  if (query.status === 'loading') return <LoadingView text="Loading your photos" />;
  return (
    <Page>
      <Banner tone="error" actions={<Button variant="secondary" onClick={() => void query.refetch()}>Try again</Button>}>
        {packGenerationFailure(query.error)}
      </Banner>
    </Page>
  );
}
