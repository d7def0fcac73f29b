import { useSearchParams } from 'react-router-dom';
import { activate } from 'api-client';
import { Page, PageTitle, usePageMeta } from 'shared-ui';
import { ActivationForm, type ActivationValues } from '../features/activation/components/activation-form';
import { useFinishActivation } from '../features/activation/hooks/use-finish-activation';
import { prehash } from '../lib/prehash';

export default function ActivatePage() {
  usePageMeta({ title: 'Activate your account', noindex: true });
  const [params] = useSearchParams();
  const code = params.get('code') ?? '';
  const { finish, fail } = useFinishActivation();

  async function submit(values: ActivationValues): Promise<void> {
    try {
      const reply = await activate({ ...values, code, password: await prehash(values.password), termsAccepted: true });
      await finish(reply);
    } catch (error) {
      await fail(error);
    }
  }

  return (
    <Page narrow>
      <PageTitle>Activate your account</PageTitle>
      <ActivationForm onSubmit={submit} />
    </Page>
  );
}
