// Standalone development host (`npm run dev -w mfe-studio`); the shell mounts the pages in production.
import { Navigate, Route } from 'react-router-dom';
import { mountStandaloneHost } from 'shared-ui/dev-host';
import EditModelPage from './pages/edit-model-page';
import ModelsPage from './pages/models-page';
import TrainPage from './pages/train-page';

void mountStandaloneHost(
  <>
    <Route path="/train" element={<TrainPage />} />
    <Route path="/models" element={<ModelsPage />} />
    <Route path="/edit-model/:modelId" element={<EditModelPage />} />
    <Route path="*" element={<Navigate to="/train" replace />} />
  </>,
);
