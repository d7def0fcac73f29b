// Standalone development host (`npm run dev -w mfe-marketing`); the shell mounts the pages in production.
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { configureApi, fetchRuntimeConfig, setRuntimeSettings } from 'api-client';
import { AlertHost, GlobalStyle, SnackbarHost } from 'shared-ui';
import LandingPage from './pages/landing-page';

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
        <Route path="/" element={<LandingPage />} />
      </Routes>
      <SnackbarHost />
      <AlertHost />
    </BrowserRouter>,
  );
}

void start();
