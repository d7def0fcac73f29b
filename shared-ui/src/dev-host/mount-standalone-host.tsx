// The standalone development host every remote uses for `npm run dev -w <remote>`: it loads the
// runtime settings from a local API and renders the remote's own routes with the shell's hosts.
// In the site the shell mounts the pages instead.
import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Routes } from 'react-router-dom';
import { configureApi, fetchRuntimeConfig, setRuntimeSettings } from 'api-client/runtime';
// The package's own entry (not a relative path), so the host and the pages share one snackbar and alert.
import { AlertHost, GlobalStyle, SnackbarHost } from 'shared-ui';

export async function mountStandaloneHost(routes: ReactNode, apiBase = 'http://localhost:3000'): Promise<void> {
  configureApi({ baseURL: apiBase });
  const settings = await fetchRuntimeConfig();
  setRuntimeSettings(settings);
  const root = document.getElementById('root');
  if (!root) throw new Error('No #root element');
  createRoot(root).render(
    <BrowserRouter basename={settings.basePath || undefined}>
      <GlobalStyle />
      <Routes>{routes}</Routes>
      <SnackbarHost />
      <AlertHost />
    </BrowserRouter>,
  );
}
