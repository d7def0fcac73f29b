import { Banner, Button, LoadingView, Page } from 'shared-ui';
import type { PackGenerationState } from '../hooks/use-pack-generation';

export interface PackGenerationPendingProps {
  state: Exclude<PackGenerationState, { kind: 'loaded' }>;
  onRetry: () => void;
}

/** What a pack page shows until its generation has loaded: a loader, or the failure with Try again. */
export function PackGenerationPending({ state, onRetry }: PackGenerationPendingProps) {
  if (state.kind === 'loading') return <LoadingView text="Loading your photos" />;
  return (
    <Page>
      <Banner tone="error" actions={<Button variant="secondary" onClick={onRetry}>Try again</Button>}>
        {state.message}
      </Banner>
    </Page>
  );
}
