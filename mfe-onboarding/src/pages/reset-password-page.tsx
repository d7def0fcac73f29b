import { useNavigate, useSearchParams } from 'react-router-dom';
import { RESET_FAILED_MESSAGE, RESET_SUCCESS_MESSAGE, finishResetPassword } from 'api-client';
import { Page, PageTitle, useAlert, useApiMutation, usePageMeta } from 'shared-ui';
import { NewPasswordForm } from '../features/reset-password/components/new-password-form';
import { prehash } from '../lib/prehash';

export const INVALID_CODE_MESSAGE = 'Invalid code';

export default function ResetPasswordPage() {
  usePageMeta({ title: 'Choose a new password', noindex: true });
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const alert = useAlert();

  // The button stays busy while the outcome's alert is read.
  const reset = useApiMutation(
    async (password: string) =>
      finishResetPassword({ code: params.get('code') ?? '', password: await prehash(password), userId: params.get('u') ?? '' }),
    {
      onSuccess: async (reply) => {
        const done = reply.status === 'success';
        await alert(done ? RESET_SUCCESS_MESSAGE : INVALID_CODE_MESSAGE);
        navigate(done ? '/login' : '/');
      },
      onError: async (error) => {
        console.error('Finish reset failed', error);
        await alert(RESET_FAILED_MESSAGE);
      },
    },
  );

  return (
    <Page narrow>
      <PageTitle>Choose a new password</PageTitle>
      <NewPasswordForm onSubmit={reset.mutate} busy={reset.isPending} />
    </Page>
  );
}
