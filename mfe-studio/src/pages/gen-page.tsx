import { errorMessage } from 'api-client';
import { Banner, Button, LoadingView, Page, usePageMeta } from 'shared-ui';
import { GenWorkspace } from '../features/gen/components/gen-workspace';
import { useGenModels } from '../features/gen/hooks/use-gen-models';
import { useGenStatus } from '../features/gen/hooks/use-gen-status';
import { RulesScreen } from '../features/rules/components/rules-screen';
import { ShareDialog } from '../features/share/components/share-dialog';

/** The generation page. Status and models load side by side; rules come first when unaccepted. */
export default function GenPage() {
  usePageMeta({ title: 'Generate Images', noindex: true });
  const { query: gen, addCredits, refreshCredits, rulesAccepted } = useGenStatus();
  const models = useGenModels();

  if (gen.status === 'loading' || (gen.status === 'success' && !gen.data.showRules && models.query.status === 'loading')) {
    return <LoadingView text="Loading your studio" />;
  }
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
        <RulesScreen onAccepted={rulesAccepted} />
      ) : (
        <GenWorkspace
          status={gen.data}
          models={models}
          addCredits={addCredits}
          refreshCredits={refreshCredits}
          renderShareDialog={(share) => <ShareDialog key={share.image.fileId} {...share} />}
        />
      )}
    </Page>
  );
}
