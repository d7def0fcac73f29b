// Standalone development host (`npm run dev -w mfe-commerce`); the shell mounts the pages in production.
import { Route } from 'react-router-dom';
import { mountStandaloneHost } from 'shared-ui/dev-host';
import AccountPage from './pages/account-page';

void mountStandaloneHost(
  <>
    <Route path="/account" element={<AccountPage />} />
  </>,
);
