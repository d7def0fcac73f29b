// Standalone development host (`npm run dev -w mfe-marketing`); the shell mounts the pages in production.
import { Route } from 'react-router-dom';
import { mountStandaloneHost } from 'shared-ui/dev-host';
import LandingPage from './pages/landing-page';

void mountStandaloneHost(
  <>
    <Route path="/" element={<LandingPage />} />
  </>,
);
