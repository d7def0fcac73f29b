import { Link, useSearchParams } from 'react-router-dom';
import { Page, PageTitle, Stack, usePageMeta } from 'shared-ui';

export default function EmailVerifyPage() {
  usePageMeta({ title: 'Check your email', noindex: true });
  const [params] = useSearchParams();
  const email = params.get('email');

  return (
    <Page narrow>
      <PageTitle>Check your email</PageTitle>
      <Stack gap={16}>
        <p>
          We have sent a verification link to {email ? <strong>{email}</strong> : 'your email address'}.
        </p>
        <p>Please click the link in the email to activate your account.</p>
        <p>
          Wrong address? <Link to="/onboarding">Use a different email</Link>
        </p>
      </Stack>
    </Page>
  );
}
