import { googleActivate } from 'api-client';
import { Page, PageTitle, Spinner, useApiMutation, usePageMeta } from 'shared-ui';
import { ActivationForm, type ActivationValues } from '../features/activation/components/activation-form';
import { useFinishActivation } from '../features/activation/hooks/use-finish-activation';
import { useGooglePartial } from '../features/activation/hooks/use-google-partial';
import { prehash } from '../lib/prehash';

export default function GoogleActivatePage() {
  usePageMeta({ title: 'Finish signing up', noindex: true });
  const partial = useGooglePartial();
  const { finish, fail } = useFinishActivation();
  const activation = useApiMutation(
    async (values: ActivationValues) => googleActivate({ ...values, password: await prehash(values.password), termsAccepted: true }),
    { onSuccess: finish, onError: fail },
  );

  return (
    <Page narrow>
      <PageTitle>Finish signing up</PageTitle>
      {partial ? (
        <ActivationForm
          onSubmit={activation.mutate}
          busy={activation.isPending}
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
