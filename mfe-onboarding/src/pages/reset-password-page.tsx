import { useNavigate, useSearchParams } from 'react-router-dom';
import { RESET_FAILED_MESSAGE, RESET_SUCCESS_MESSAGE, finishResetPassword } from 'api-client';
import { Page, PageTitle, useAlert, usePageMeta } from 'shared-ui';
import { NewPasswordForm } from '../features/reset-password/components/new-password-form';
import { prehash } from '../lib/prehash';

export const INVALID_CODE_MESSAGE = 'Invalid code';

export default function ResetPasswordPage() {
  usePageMeta({ title: 'Choose a new password', noindex: true });
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const alert = useAlert();

  async function submit(password: string): Promise<void> {
    try {
      const reply = await finishResetPassword({
        code: params.get('code') ?? '',
        password: await prehash(password),
        userId: params.get('u') ?? '',
      });
      if (reply.status === 'success') {
        await alert(RESET_SUCCESS_MESSAGE);
        navigate('/login');
      } else {
        await alert(INVALID_CODE_MESSAGE);
        navigate('/');
      }
    } catch (error) {
      console.error('Finish reset failed', error);
      await alert(RESET_FAILED_MESSAGE);
    }
  }

  return (
    <Page narrow>
      <PageTitle>Choose a new password</PageTitle>
      <NewPasswordForm onSubmit={submit} />
    </Page>
  );
}
