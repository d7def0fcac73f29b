import { mountShell } from './runtime/mount-shell';

const root = document.getElementById('root');
if (root) void mountShell(root);
