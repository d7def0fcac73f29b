import { googleActivate } from 'api-client';
import { Page, PageTitle, Spinner, usePageMeta } from 'shared-ui';
import { ActivationForm, type ActivationValues } from '../features/activation/components/activation-form';
import { useFinishActivation } from '../features/activation/hooks/use-finish-activation';
import { useGooglePartial } from '../features/activation/hooks/use-google-partial';
import { prehash } from '../lib/prehash';

export default function GoogleActivatePage() {
  usePageMeta({ title: 'Finish signing up', noindex: true });
  const partial = useGooglePartial();
  const { finish, fail } = useFinishActivation();

  async function submit(values: ActivationValues): Promise<void> {
    try {
      const reply = await googleActivate({ ...values, password: await prehash(values.password), termsAccepted: true });
      await finish(reply);
    } catch (error) {
      await fail(error);
    }
  }

  return (
    <Page narrow>
      <PageTitle>Finish signing up</PageTitle>
      {partial ? (
        <ActivationForm
          onSubmit={submit}
          email={partial.email}
          initialFirstName={partial.firstName}
          initialLastName={partial.lastName}
        />
      ) : (
        <Spinner label="Loading" />
      )}
    </Page>
  );
}
