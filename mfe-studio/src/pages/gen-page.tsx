import { Banner, Button, LoadingView, Page, usePageMeta } from 'shared-ui';
import { GenWorkspace } from '../features/gen/components/gen-workspace';
import { useGenModels } from '../features/gen/hooks/use-gen-models';
import { useGenStatus } from '../features/gen/hooks/use-gen-status';
import { RulesScreen } from '../features/rules/components/rules-screen';

/** Part 1 §2: the generation page. Status and models load side by side; rules come first when unaccepted. */
export default function GenPage() {
  usePageMeta({ title: 'Generate Images', noindex: true });
  const { state, retry, addCredits, refreshCredits, rulesAccepted } = useGenStatus();
  const models = useGenModels();

  if (state.kind === 'loading' || (state.kind === 'ready' && !state.status.showRules && models.loading)) {
    return <LoadingView text="Loading your studio" />;
  }
  if (state.kind === 'error') {
    return (
      <Page>
        <Banner tone="error" actions={<Button onClick={() => void retry()}>Try again</Button>}>
          {state.message}
        </Banner>
      </Page>
    );
  }
  return (
    <Page>
      {state.status.showRules ? (
        <RulesScreen onAccepted={rulesAccepted} />
      ) : (
        <GenWorkspace status={state.status} models={models} addCredits={addCredits} refreshCredits={refreshCredits} />
      )}
    </Page>
  );
}
