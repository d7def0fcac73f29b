import { AdminPanel } from '../features/admin-tools/components/admin-panel';

/** Exposed as `./AdminPanel`; the shell hands it to the account page for admins. */
export default AdminPanel;
