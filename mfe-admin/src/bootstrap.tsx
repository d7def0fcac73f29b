// Standalone development host (`npm run dev -w mfe-admin`); the shell mounts the pages in production.
import { Route } from 'react-router-dom';
import { Page } from 'shared-ui';
import { mountStandaloneHost } from 'shared-ui/dev-host';
import AdminPanel from './pages/admin-panel';
import SystemStatusPage from './pages/system-status-page';

void mountStandaloneHost(
  <>
    <Route path="/system-status" element={<SystemStatusPage />} />
    {/* In the site the panel sits inside commerce's account page; here it stands alone. */}
    <Route path="*" element={<Page><AdminPanel /></Page>} />
  </>,
);
