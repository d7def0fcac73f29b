// Standalone development host (`npm run dev -w mfe-onboarding`); the shell mounts the pages in production.
import { Route } from 'react-router-dom';
import { mountStandaloneHost } from 'shared-ui/dev-host';
import ActivatePage from './pages/activate-page';
import EmailVerifyPage from './pages/email-verify-page';
import GoogleActivatePage from './pages/google-activate-page';
import LoginPage from './pages/login-page';
import OnboardingPage from './pages/onboarding-page';
import ResetPasswordPage from './pages/reset-password-page';

void mountStandaloneHost(
  <>
    <Route path="/login" element={<LoginPage />} />
    <Route path="/email-verify" element={<EmailVerifyPage />} />
    <Route path="/activate" element={<ActivatePage />} />
    <Route path="/google-activate" element={<GoogleActivatePage />} />
    <Route path="/reset-password" element={<ResetPasswordPage />} />
    <Route path="*" element={<OnboardingPage />} />
  </>,
);
