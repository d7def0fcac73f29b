// Where each part of the composed site runs during e2e: every remote on its own origin, like a CDN.
export const API_PORT = 3100;
export const SHELL_PORT = 4200;
/** A second shell whose remotes map points the commerce remote at an origin that is down. */
export const BROKEN_SHELL_PORT = 4210;
export const DOWN_PORT = 4299;
/** remote-deploy.spec.ts: a shell whose remotes map is a file the spec rewrites, and the origin new builds go to. */
export const DEPLOY_SHELL_PORT = 4220;
export const DEPLOY_ORIGIN_PORT = 4221;
export const REMOTE_PORTS = { marketing: 4201, onboarding: 4202, studio: 4203, commerce: 4204 };
/** The fake Reddit (harness/fake-reddit.mjs) the share offer verifies posts against. */
export const FAKE_REDDIT_PORT = 3190;

export const API_URL = `http://localhost:${API_PORT}`;
export const SHELL_URL = `http://localhost:${SHELL_PORT}`;
export const BROKEN_SHELL_URL = `http://localhost:${BROKEN_SHELL_PORT}`;
export const DEPLOY_SHELL_URL = `http://localhost:${DEPLOY_SHELL_PORT}`;
export const DEPLOY_ORIGIN_URL = `http://localhost:${DEPLOY_ORIGIN_PORT}`;
// 127.0.0.1 rather than localhost: the fake listens on IPv4 only, and the server fetches it.
export const FAKE_REDDIT_URL = `http://127.0.0.1:${FAKE_REDDIT_PORT}`;

export function remotesMap({ commerceDown = false } = {}) {
  const remotes = Object.fromEntries(
    Object.entries(REMOTE_PORTS).map(([name, port]) => [name, `http://localhost:${port}/mf-manifest.json`]),
  );
  if (commerceDown) remotes.commerce = `http://localhost:${DOWN_PORT}/mf-manifest.json`;
  // The admin remote is served only to signed-in admins, by the API server.
  remotes.admin = `${API_URL}/remotes/admin/remoteEntry.js`;
  return { apiBase: API_URL, remotes };
}
