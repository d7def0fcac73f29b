import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Button, Page, PageTitle, Stack, usePageMeta } from 'shared-ui';
import { GoogleSignInButton } from '../features/google-sign-in/components/google-sign-in-button';
import { LoginForm } from '../features/login/components/login-form';
import { useRedirectIfLoggedIn } from '../features/login/hooks/use-redirect-if-logged-in';
import { usePostLoginRedirect } from '../features/post-login-redirect/hooks/use-post-login-redirect';
import { ResetRequestForm } from '../features/reset-request/components/reset-request-form';

export default function LoginPage() {
  usePageMeta({ title: 'Log in', noindex: true });
  const [params] = useSearchParams();
  const [email, setEmail] = useState(params.get('email') ?? '');
  const [resetting, setResetting] = useState(false);
  const redirectAfterLogin = usePostLoginRedirect();
  useRedirectIfLoggedIn(redirectAfterLogin);

  if (resetting) {
    return (
      <Page narrow>
        <PageTitle>Reset your password</PageTitle>
        <ResetRequestForm initialEmail={email} onBack={() => setResetting(false)} />
      </Page>
    );
  }

  return (
    <Page narrow>
      <PageTitle>Log in</PageTitle>
      <Stack gap={16}>
        <LoginForm initialEmail={email} onEmailChange={setEmail} onLoggedIn={redirectAfterLogin} />
        <GoogleSignInButton onLoggedIn={redirectAfterLogin} />
        <Button variant="text" onClick={() => setResetting(true)}>
          Forgot your password? Reset it
        </Button>
        <p>
          New here? <Link to="/onboarding">Create an account</Link>
        </p>
      </Stack>
    </Page>
  );
}
