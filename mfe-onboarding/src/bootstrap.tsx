// Standalone development host (`npm run dev -w mfe-onboarding`); the shell mounts the pages in production.
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { configureApi, fetchRuntimeConfig, setRuntimeSettings } from 'api-client';
import { AlertHost, GlobalStyle, SnackbarHost } from 'shared-ui';
import ActivatePage from './pages/activate-page';
import EmailVerifyPage from './pages/email-verify-page';
import GoogleActivatePage from './pages/google-activate-page';
import LoginPage from './pages/login-page';
import OnboardingPage from './pages/onboarding-page';
import ResetPasswordPage from './pages/reset-password-page';

async function start(): Promise<void> {
  configureApi({ baseURL: 'http://localhost:3000' });
  const settings = await fetchRuntimeConfig();
  setRuntimeSettings(settings);
  const root = document.getElementById('root');
  if (!root) throw new Error('No #root element');
  createRoot(root).render(
    <BrowserRouter basename={settings.basePath || undefined}>
      <GlobalStyle />
      <Routes>
        <Route path="/login" element={<LoginPage />} />
        <Route path="/email-verify" element={<EmailVerifyPage />} />
        <Route path="/activate" element={<ActivatePage />} />
        <Route path="/google-activate" element={<GoogleActivatePage />} />
        <Route path="/reset-password" element={<ResetPasswordPage />} />
        <Route path="*" element={<OnboardingPage />} />
      </Routes>
      <SnackbarHost />
      <AlertHost />
    </BrowserRouter>,
  );
}

void start();
