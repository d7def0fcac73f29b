// Standalone development host (`npm run dev -w mfe-marketing`); the shell mounts the pages in production.
import { Route } from 'react-router-dom';
import { mountStandaloneHost } from 'shared-ui/dev-host';
import { LANDING_PATHS } from './content/page-meta';
import FaceGalleryPage from './pages/face-gallery-page';
import GuideArticlePage from './pages/guide-article-page';
import HelpPage from './pages/help-page';
import InstructionsPage from './pages/instructions-page';
import LandingPage from './pages/landing-page';
import PassportPhotosPage from './pages/passport-photos-page';
import RulesPage from './pages/rules-page';

void mountStandaloneHost(
  <>
    {LANDING_PATHS.map((path) => (
      <Route key={path} path={path} element={<LandingPage />} />
    ))}
    <Route path="/face-gallery" element={<FaceGalleryPage />} />
    <Route path="/help" element={<HelpPage />} />
    <Route path="/instructions" element={<InstructionsPage />} />
    <Route path="/rules" element={<RulesPage />} />
    <Route path="/articles/flux-loras-ultimate-guide" element={<GuideArticlePage />} />
    <Route path="/passport-photos" element={<PassportPhotosPage />} />
  </>,
);
