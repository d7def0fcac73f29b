// Standalone development host (`npm run dev -w mfe-admin`); the shell mounts the pages in production.
import { Route } from 'react-router-dom';
import { Page } from 'shared-ui';
import { mountStandaloneHost } from 'shared-ui/dev-host';
import AdminPanel from './pages/admin-panel';
import ContentGenPage from './pages/content-gen-page';
import ContentGenPromptsPage from './pages/content-gen-prompts-page';
import SystemStatusPage from './pages/system-status-page';

void mountStandaloneHost(
  <>
    <Route path="/system-status" element={<SystemStatusPage />} />
    <Route path="/content-gen" element={<ContentGenPage />} />
    <Route path="/content-gen-prompts" element={<ContentGenPromptsPage />} />
    <Route path="/content-gen-prompts/:packageId" element={<ContentGenPromptsPage />} />
    {/* In the site the panel sits inside commerce's account page; here it stands alone. */}
    <Route path="*" element={<Page><AdminPanel /></Page>} />
  </>,
);
