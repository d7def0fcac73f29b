// Standalone development host (`npm run dev -w mfe-studio`); the shell mounts the pages in production.
import { Route } from 'react-router-dom';
import { mountStandaloneHost } from 'shared-ui/dev-host';

void mountStandaloneHost(
  <>
    <Route path="*" element={<p>The studio has no pages yet.</p>} />
  </>,
);
