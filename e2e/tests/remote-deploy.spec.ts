// Issue 17 §4 and issue 32 §1: a team deploys its remote without rebuilding the shell, and a deploy verifies
// the build against the live site before the remotes map changes. Three releases of the marketing remote are
// built once, side by side, into folders of a new origin: a good one (a visible change, built against the
// previous minor of shared-ui), one whose exposed module throws on import, and one that needs a shared-ui
// major the site lacks. Each test deploys as an operator does: deployRemote (deploy:remote's checks, then
// the publish), deploy:rollback and --list on the command line, or the map written unchecked (--force).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { Server } from 'node:http';
import { buildRemote, deployRemote, publishRemote } from '../../deploy/deploy-remote.mjs';
import { FRONTENDS, ROOT } from '../../deploy/frontends.mjs';
import { sriHash } from '../../deploy/remote-deploy/reachability.mjs';
import { DeployRefused } from '../../deploy/remote-deploy/verify.mjs';
import { startStaticServer } from '../../deploy/static-server.mjs';
import { DEPLOY_ORIGIN_PORT, DEPLOY_ORIGIN_URL, DEPLOY_SHELL_PORT, DEPLOY_SHELL_URL, DOWN_PORT, remotesMap } from '../harness/ports.mjs';
import { RELEASES_DIR, hashTree, prepareRemoteSource } from '../harness/remote-release.mjs';
import { expect, test } from './a11y';
import { screenshot } from './support';

// The tests take turns at one remotes map. A deploy's smoke check starts a browser of its own and renders every
// page of the remote: beside the other journeys and the server suite it took over a minute.
test.describe.configure({ mode: 'serial', timeout: 180_000 });

const SHELL_DIST = FRONTENDS.find((f) => f.pkg === 'shell')!.dist;
const MAP_FILE = path.join(RELEASES_DIR, 'remotes.json');
const ORIGIN_DIR = path.join(RELEASES_DIR, 'origin');
const HELP_TITLE = 'Help and support';
const RELEASE_TITLE = 'Help and support, release 2';
const BROKEN_MESSAGE = 'release 3 cannot start its rules page';

const SHARED_UI_VERSION = (JSON.parse(fs.readFileSync(path.join(ROOT, 'shared-ui', 'package.json'), 'utf8')) as { version: string }).version;
const [major = 0, minor = 0] = SHARED_UI_VERSION.split('.').map(Number);
const PREVIOUS_MINOR = `${major}.${Math.max(minor - 1, 0)}.0`;
const NEXT_MAJOR = `${major + 1}.0.0`;

const folderOf = (release: string) => path.join(ORIGIN_DIR, 'marketing', release);
const releaseUrl = (release: string) => `${DEPLOY_ORIGIN_URL}/marketing/${release}/mf-manifest.json`;
const readMap = () => JSON.parse(fs.readFileSync(MAP_FILE, 'utf8')) as ReturnType<typeof remotesMap> & { integrity?: Record<string, string>; backups?: Record<string, string> };
/** What an operator types, from the repository root. */
const npm = (...args: string[]) => execFileSync('npm', ['run', '--silent', ...args], { cwd: ROOT, encoding: 'utf8' });
const servers: Server[] = [];
let shellBefore: Record<string, string>;
let originalMarketing: string;

/** deployRemote's refusal, or a failure of the test when it publishes. */
async function refusal(release: string): Promise<DeployRefused> {
  const error = await deployRemote({ name: 'marketing', target: folderOf(release), build: false, url: releaseUrl(release), mapFile: MAP_FILE, site: DEPLOY_SHELL_URL })
    .then(() => null, (thrown: unknown) => thrown);
  expect(error, `${release} is refused`).toBeInstanceOf(DeployRefused);
  return error as DeployRefused;
}

test.beforeAll(async () => {
  test.setTimeout(300_000); // three production builds of one remote, side by side
  expect(minor, 'shared-ui has a previous minor to build against').toBeGreaterThan(0);
  shellBefore = hashTree(SHELL_DIST);
  fs.rmSync(RELEASES_DIR, { recursive: true, force: true });
  const helpEdit = { file: 'src/content/help.ts', from: `'${HELP_TITLE}'`, to: `'${RELEASE_TITLE}'` };
  const release = prepareRemoteSource({ dir: path.join(RELEASES_DIR, 'release-2'), pkg: 'mfe-marketing', sharedUiVersion: PREVIOUS_MINOR, edits: [helpEdit] });
  const broken = prepareRemoteSource({
    dir: path.join(RELEASES_DIR, 'release-3'), pkg: 'mfe-marketing', sharedUiVersion: SHARED_UI_VERSION,
    edits: [{ file: 'src/pages/rules-page.tsx', from: 'export default function RulesPage', to: `throw new Error('${BROKEN_MESSAGE}');\nexport default function RulesPage` }],
  });
  const nextMajor = prepareRemoteSource({ dir: path.join(RELEASES_DIR, 'next-major'), pkg: 'mfe-marketing', sharedUiVersion: NEXT_MAJOR });
  const started = Date.now();
  const [releaseBuild, , nextMajorBuild] = await Promise.all([
    buildRemote({ name: 'marketing', source: release, target: folderOf('release-2'), quiet: true }),
    buildRemote({ name: 'marketing', source: broken, target: folderOf('release-3'), quiet: true }),
    buildRemote({ name: 'marketing', source: nextMajor, target: folderOf('next-major'), quiet: true }),
  ]);
  console.log(`remote-deploy: the three builds took ${((Date.now() - started) / 1000).toFixed(1)} s`);
  // The builds really declare the versions these tests are about (webpack.common.js, acceptedRange).
  expect(releaseBuild.shared['shared-ui']).toEqual({ version: PREVIOUS_MINOR, requiredVersion: `>=${PREVIOUS_MINOR} <${major + 1}.0.0` });
  expect(nextMajorBuild.shared['shared-ui'].requiredVersion).toBe(`>=${NEXT_MAJOR} <${major + 2}.0.0`);

  const map = remotesMap();
  originalMarketing = map.remotes.marketing!;
  fs.writeFileSync(MAP_FILE, JSON.stringify(map, null, 2));
  // The shell as deployed, unchanged; its remotes.json is the map file, read again on every request.
  servers.push(
    await startStaticServer({
      root: SHELL_DIST, port: DEPLOY_SHELL_PORT, host: 'localhost', spaFallback: true,
      extraFiles: { '/remotes.json': () => fs.readFileSync(MAP_FILE, 'utf8') },
    }),
    await startStaticServer({ root: ORIGIN_DIR, port: DEPLOY_ORIGIN_PORT, host: 'localhost' }),
  );
});

test.afterAll(async () => {
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  fs.rmSync(RELEASES_DIR, { recursive: true, force: true }); // the copies are not sources of this repository
});

test('a build whose exposed module throws on import is refused with its reason, and the site keeps the old remote', async ({ page }) => {
  const mapBefore = fs.readFileSync(MAP_FILE, 'utf8');
  const refused = await refusal('release-3');
  expect(refused.check).toBe('smoke');
  expect(refused.reason).toContain(`module ./RulesPage: ${BROKEN_MESSAGE}`);
  expect(refused.reason).not.toContain('./HelpPage'); // the others loaded
  expect(refused.checks.map(({ check }) => check)).toEqual(['reachable', 'shared', 'smoke']);
  expect(fs.readFileSync(MAP_FILE, 'utf8'), 'nothing published').toBe(mapBefore);

  await page.goto(`${DEPLOY_SHELL_URL}/rules`);
  await expect(page.getByRole('heading', { level: 1, name: 'Rules' })).toBeVisible();
});

test('a build that needs a shared-ui major the site lacks is refused at deploy, with the versions', async () => {
  const mapBefore = fs.readFileSync(MAP_FILE, 'utf8');
  const refused = await refusal('next-major');
  expect(refused.check).toBe('shared');
  expect(refused.reason).toContain(`shared-ui >=${NEXT_MAJOR} <${major + 2}.0.0 (the site has ${SHARED_UI_VERSION})`);
  expect(refused.checks.map(({ check }) => check), 'it stops at the first failed check').toEqual(['reachable', 'shared']);
  expect(fs.readFileSync(MAP_FILE, 'utf8')).toBe(mapBefore);
});

test('published unchecked (--force, an emergency path), the shared-ui mismatch says so in the error view', async ({ page }) => {
  // The shell's own guard behind the deploy's: a map written without the checks still cannot break the site.
  await deployRemote({ name: 'marketing', target: folderOf('next-major'), build: false, url: releaseUrl('next-major'), mapFile: MAP_FILE, force: true });
  try {
    await page.goto(`${DEPLOY_SHELL_URL}/help`);
    const alert = page.getByRole('alert');
    await expect(alert.getByText('This part of the site was built for another version of the site and cannot run here')).toBeVisible();
    await expect(alert.getByText(`marketing needs shared-ui >=${NEXT_MAJOR} <${major + 2}.0.0; this site has ${SHARED_UI_VERSION}.`)).toBeVisible();
    await expect(alert.getByRole('button', { name: 'Reload page' })).toBeVisible();
    // Not a blank page: the shell's navigation is still there and works.
    await expect(page.getByRole('link', { name: 'AI Photographer home' })).toBeVisible();
    await screenshot(page, 'remote-deploy-version-mismatch');
  } finally {
    npm('deploy:rollback', '--', 'marketing', '--map', MAP_FILE);
  }
  expect(readMap().remotes.marketing).toBe(originalMarketing);
});

test('a good build goes live through the checks and the publish; deploy:rollback restores the old one', async ({ page }) => {
  const marketingOrigins = new Set<string>();
  page.on('request', (request) => {
    if (/\/marketing\/|:4201\//.test(request.url()) && request.url().endsWith('.js')) marketingOrigins.add(new URL(request.url()).origin);
  });

  await page.goto(`${DEPLOY_SHELL_URL}/help`);
  await expect(page.getByRole('heading', { level: 1, name: HELP_TITLE, exact: true })).toBeVisible();

  const lines: string[] = [];
  const deployed = await deployRemote({
    name: 'marketing', target: folderOf('release-2'), build: false, url: releaseUrl('release-2'), mapFile: MAP_FILE, site: DEPLOY_SHELL_URL,
    log: (line) => lines.push(line),
  });
  console.log(`remote-deploy: deploy of release-2\n${lines.join('\n')}`);
  expect(deployed.timings.map(({ check }) => check)).toEqual(['reachable', 'shared', 'smoke', 'publish']);
  expect(deployed.before.url).toBe(originalMarketing);
  const map = readMap();
  expect(map.remotes.marketing).toBe(releaseUrl('release-2'));
  expect(map.integrity?.marketing).toBe(sriHash(fs.readFileSync(path.join(folderOf('release-2'), 'remoteEntry.js'))));

  marketingOrigins.clear();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: RELEASE_TITLE })).toBeVisible();
  expect([...marketingOrigins]).toEqual([DEPLOY_ORIGIN_URL]);
  await screenshot(page, 'remote-deploy-release');

  // Built against shared-ui PREVIOUS_MINOR, it runs beside the onboarding remote (built against the
  // current one) in the same page: the login page after a client-side navigation, then back.
  await page.getByRole('link', { name: 'Log in' }).first().click();
  // Log in off a landing page comes back to the page afterwards (r: /help).
  await expect(page).toHaveURL(`${DEPLOY_SHELL_URL}/login?r=${encodeURIComponent(Buffer.from('/help').toString('base64'))}`);
  await expect(page.getByLabel('Email')).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: RELEASE_TITLE })).toBeVisible();

  // The history says what happened; one command rolls back, and the next page load runs the old build.
  const history = npm('deploy:remote', '--', '--list', 'marketing', '--map', MAP_FILE);
  expect(history).toMatch(/publish +marketing +\S+:4201\/mf-manifest\.json → \S+\/marketing\/next-major\/mf-manifest\.json .*\[unchecked \(--force\)\]/);
  expect(history).toMatch(/rollback +marketing +\S+\/next-major\/mf-manifest\.json → \S+:4201\/mf-manifest\.json/);
  expect(history).toMatch(new RegExp(`publish +marketing +\\S+:4201/mf-manifest\\.json → ${releaseUrl('release-2').replace(/[.]/g, '\\.')} +by \\S+ +\\[integrity; checked against ${DEPLOY_SHELL_URL}\\]`));
  expect(npm('deploy:rollback', '--', 'marketing', '--map', MAP_FILE)).toContain(`marketing rolled back ${releaseUrl('release-2')} → ${originalMarketing}`);
  expect(readMap().remotes.marketing).toBe(originalMarketing);
  expect(readMap().integrity, 'the old entry had no hash').toBeUndefined();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: HELP_TITLE, exact: true })).toBeVisible();

  expect(hashTree(SHELL_DIST), 'every file of the shell is byte-identical').toEqual(shellBefore);
});

test('an entry whose bytes differ from the map\'s hash is refused by the browser (Subresource Integrity)', async ({ page }) => {
  const wrong = sriHash(Buffer.from('another build'));
  await publishRemote({ mapFile: MAP_FILE, name: 'marketing', url: releaseUrl('release-2'), integrity: wrong });
  try {
    const refused = page.waitForEvent('console', (message) => /integrity/i.test(message.text()));
    await page.goto(`${DEPLOY_SHELL_URL}/help`);
    await expect(page.getByText('This part of the site could not be loaded')).toBeVisible();
    expect((await refused).text()).toContain(`${DEPLOY_ORIGIN_URL}/marketing/release-2/remoteEntry.js`);
  } finally {
    npm('deploy:rollback', '--', 'marketing', '--map', MAP_FILE);
  }
});

test('a remote whose primary origin is down loads from its backup origin', async ({ page }) => {
  const down = `http://localhost:${DOWN_PORT}/marketing/release-2/mf-manifest.json`;
  const integrity = sriHash(fs.readFileSync(path.join(folderOf('release-2'), 'remoteEntry.js')));
  await publishRemote({ mapFile: MAP_FILE, name: 'marketing', url: down, integrity, backup: releaseUrl('release-2') });
  try {
    const primaryTries: string[] = [];
    page.on('requestfailed', (request) => {
      if (request.url() === down) primaryTries.push(request.url());
    });
    await page.goto(`${DEPLOY_SHELL_URL}/help`);
    await expect(page.getByRole('heading', { level: 1, name: RELEASE_TITLE })).toBeVisible();
    // The first load and each retry asked the primary origin; then the backup served the page.
    expect(primaryTries.length).toBeGreaterThanOrEqual(3);
    await screenshot(page, 'remote-deploy-backup-origin');
    // The remote's other pages come from the backup too, without waiting on the primary again.
    primaryTries.length = 0;
    await page.getByRole('link', { name: 'Rules' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Rules' })).toBeVisible();
    expect(primaryTries).toEqual([]);
  } finally {
    npm('deploy:rollback', '--', 'marketing', '--map', MAP_FILE);
  }
  expect(readMap().remotes.marketing).toBe(originalMarketing);
  expect(readMap().backups).toBeUndefined();
});
