// Standalone development host (`npm run dev -w mfe-admin`); the shell mounts the pages in production.
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { configureApi, fetchRuntimeConfig, setRuntimeSettings } from 'api-client';
import { AlertHost, GlobalStyle, Page, SnackbarHost } from 'shared-ui';
import AdminPanel from './pages/admin-panel';
import SystemStatusPage from './pages/system-status-page';

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
        <Route path="/system-status" element={<SystemStatusPage />} />
        {/* In the site the panel sits inside commerce's account page; here it stands alone. */}
        <Route path="*" element={<Page><AdminPanel /></Page>} />
      </Routes>
      <SnackbarHost />
      <AlertHost />
    </BrowserRouter>,
  );
}

void start();
