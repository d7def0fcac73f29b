import { createRoot } from 'react-dom/client';
import { StartGate } from './runtime/start-gate';

const container = document.getElementById('root');
if (container) createRoot(container).render(<StartGate />);
