import { useSearchParams } from 'react-router-dom';
import { activate, errorMessage } from 'api-client';
import { Banner, Button, LoadingView, Page, PageTitle, useApiMutation, usePageMeta } from 'shared-ui';
import { ActivationForm, type ActivationValues } from '../features/activation/components/activation-form';
import { DeadLinkNotice } from '../features/activation/components/dead-link-notice';
import { useActivationLink } from '../features/activation/hooks/use-activation-link';
import { useFinishActivation } from '../features/activation/hooks/use-finish-activation';
import { prehash } from '../lib/prehash';

export const CHECKING_LINK_TEXT = 'Checking your activation link';
export const LINK_CHECK_FAILED_MESSAGE = 'We could not check your activation link.';

/** /activate?code=…: the link is checked first; only a valid one gets the form (docs/accounts.md#activation-links). */
export default function ActivatePage() {
  usePageMeta({ title: 'Activate your account', noindex: true });
  const [params] = useSearchParams();
  const code = (params.get('code') ?? '').trim();
  const link = useActivationLink(code);
  const { finish, fail } = useFinishActivation();
  const activation = useApiMutation(
    async (values: ActivationValues) => activate({ ...values, code, password: await prehash(values.password), termsAccepted: true }),
    { onSuccess: finish, onError: fail },
  );

  return (
    <Page narrow>
      <PageTitle>Activate your account</PageTitle>
      {link.status === 'checking' && <LoadingView text={CHECKING_LINK_TEXT} />}
      {link.status === 'error' && (
        <Banner tone="error" actions={<Button onClick={link.retry}>Try again</Button>}>
          {LINK_CHECK_FAILED_MESSAGE} {errorMessage(link.error)}
        </Banner>
      )}
      {link.status === 'checked' && (link.state === 'valid' ? <ActivationForm onSubmit={activation.mutate} busy={activation.isPending} /> : <DeadLinkNotice state={link.state} />)}
    </Page>
  );
}
