import { lazy, Suspense } from 'react';
import { errorMessage } from 'api-client/runtime';
import { Button, LoadingView, Page, usePageMeta, usePageReady } from 'shared-ui/start-up';
import { Banner } from 'shared-ui/first-render';
import { GenWorkspace } from '../features/gen/components/gen-workspace';
import { useGenModels } from '../features/gen/hooks/use-gen-models';
import { useGenStatus } from '../features/gen/hooks/use-gen-status';

// Not part of the first render (issue 31: /gen's first data within 150 KB of JavaScript): the rules show once
// per user, the share dialog on demand; each loads with what it needs (the contract, shared-ui's full entry).
const RulesScreen = lazy(() => import('../features/rules/components/rules-screen').then((m) => ({ default: m.RulesScreen })));
const ShareDialog = lazy(() => import('../features/share/components/share-dialog').then((m) => ({ default: m.ShareDialog })));

/** The generation page. Status and models load side by side; rules come first when unaccepted. */
export default function GenPage() {
  usePageMeta({ title: 'Generate Images', noindex: true });
  const { query: gen, addCredits, refreshCredits, rulesAccepted } = useGenStatus();
  const models = useGenModels();
  const loading = gen.status === 'loading' || (gen.status === 'success' && !gen.data.showRules && models.query.status === 'loading');
  usePageReady(gen.status === 'success' && !loading);

  if (loading) return <LoadingView text="Loading your studio" />;
  if (gen.status === 'error') {
    return (
      <Page>
        <Banner tone="error" actions={<Button onClick={() => void gen.refetch()}>Try again</Button>}>
          {errorMessage(gen.error)}
        </Banner>
      </Page>
    );
  }
  return (
    <Page>
      {gen.data.showRules ? (
        <Suspense fallback={<LoadingView text="Loading your studio" />}>
          <RulesScreen onAccepted={rulesAccepted} />
        </Suspense>
      ) : (
        <GenWorkspace
          status={gen.data}
          models={models}
          addCredits={addCredits}
          refreshCredits={refreshCredits}
          renderShareDialog={(share) => (
            <Suspense fallback={null}>
              <ShareDialog key={share.image.fileId} {...share} />
            </Suspense>
          )}
        />
      )}
    </Page>
  );
}
