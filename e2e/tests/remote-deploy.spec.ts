// Issue 17 §4: a team deploys its remote without rebuilding the shell. One release of the marketing remote
// (a visible change, built against the previous minor of shared-ui) and one that needs a shared-ui major
// the site lacks are built once, with deploy/deploy-remote.mjs, into folders of a new origin; each test
// publishes by rewriting the remotes map only, as an operator does.
import fs from 'node:fs';
import path from 'node:path';
import type { Server } from 'node:http';
import { buildRemote, publishRemote } from '../../deploy/deploy-remote.mjs';
import { FRONTENDS, ROOT } from '../../deploy/frontends.mjs';
import { startStaticServer } from '../../deploy/static-server.mjs';
import { DEPLOY_ORIGIN_PORT, DEPLOY_ORIGIN_URL, DEPLOY_SHELL_PORT, DEPLOY_SHELL_URL, remotesMap } from '../harness/ports.mjs';
import { RELEASES_DIR, hashTree, prepareRemoteSource } from '../harness/remote-release.mjs';
import { expect, test } from './a11y';
import { screenshot } from './support';

test.describe.configure({ mode: 'serial' }); // the tests take turns at one remotes map

const SHELL_DIST = FRONTENDS.find((f) => f.pkg === 'shell')!.dist;
const MAP_FILE = path.join(RELEASES_DIR, 'remotes.json');
const ORIGIN_DIR = path.join(RELEASES_DIR, 'origin');
const HELP_TITLE = 'Help and support';
const RELEASE_TITLE = 'Help and support, release 2';

const SHARED_UI_VERSION = (JSON.parse(fs.readFileSync(path.join(ROOT, 'shared-ui', 'package.json'), 'utf8')) as { version: string }).version;
const [major = 0, minor = 0] = SHARED_UI_VERSION.split('.').map(Number);
const PREVIOUS_MINOR = `${major}.${Math.max(minor - 1, 0)}.0`;
const NEXT_MAJOR = `${major + 1}.0.0`;

const releaseUrl = (folder: string) => `${DEPLOY_ORIGIN_URL}/marketing/${folder}/mf-manifest.json`;
const servers: Server[] = [];
let shellBefore: Record<string, string>;
let originalMarketing: string;

test.beforeAll(async () => {
  test.setTimeout(240_000); // two production builds of one remote, side by side
  expect(minor, 'shared-ui has a previous minor to build against').toBeGreaterThan(0);
  shellBefore = hashTree(SHELL_DIST);
  fs.rmSync(RELEASES_DIR, { recursive: true, force: true });
  const release = prepareRemoteSource({
    dir: path.join(RELEASES_DIR, 'release-2'),
    pkg: 'mfe-marketing',
    sharedUiVersion: PREVIOUS_MINOR,
    edits: [{ file: 'src/content/help.ts', from: `'${HELP_TITLE}'`, to: `'${RELEASE_TITLE}'` }],
  });
  const nextMajor = prepareRemoteSource({ dir: path.join(RELEASES_DIR, 'next-major'), pkg: 'mfe-marketing', sharedUiVersion: NEXT_MAJOR });
  const started = Date.now();
  const [releaseBuild, nextMajorBuild] = await Promise.all([
    buildRemote({ name: 'marketing', source: release, target: path.join(ORIGIN_DIR, 'marketing', 'release-2'), quiet: true }),
    buildRemote({ name: 'marketing', source: nextMajor, target: path.join(ORIGIN_DIR, 'marketing', 'next-major'), quiet: true }),
  ]);
  console.log(`remote-deploy: both builds took ${((Date.now() - started) / 1000).toFixed(1)} s`);
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

test('a remote deploys by the remotes map alone, beside remotes built on the current shared-ui, and rolls back', async ({ page }) => {
  const marketingOrigins = new Set<string>();
  page.on('request', (request) => {
    if (/\/marketing\/|:4201\//.test(request.url()) && request.url().endsWith('.js')) marketingOrigins.add(new URL(request.url()).origin);
  });

  await page.goto(`${DEPLOY_SHELL_URL}/help`);
  await expect(page.getByRole('heading', { level: 1, name: HELP_TITLE, exact: true })).toBeVisible();

  // Publish: the operator's one step, the map's marketing entry pointing at the new folder.
  expect(publishRemote({ mapFile: MAP_FILE, name: 'marketing', url: releaseUrl('release-2') })).toBe(originalMarketing);
  marketingOrigins.clear();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: RELEASE_TITLE })).toBeVisible();
  expect([...marketingOrigins]).toEqual([DEPLOY_ORIGIN_URL]);
  await screenshot(page, 'remote-deploy-release');

  // Built against shared-ui PREVIOUS_MINOR, it runs beside the onboarding remote (built against the
  // current one) in the same page: the login page after a client-side navigation, then back.
  await page.getByRole('link', { name: 'Log in' }).first().click();
  await expect(page).toHaveURL(`${DEPLOY_SHELL_URL}/login`);
  await expect(page.getByLabel('Email')).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: RELEASE_TITLE })).toBeVisible();

  // Roll back: the map's entry as it was; the next page load runs the old build.
  publishRemote({ mapFile: MAP_FILE, name: 'marketing', url: originalMarketing });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: HELP_TITLE, exact: true })).toBeVisible();

  expect(hashTree(SHELL_DIST), 'every file of the shell is byte-identical').toEqual(shellBefore);
});

test('a remote that needs a shared-ui major the site lacks says so in its error view', async ({ page }) => {
  publishRemote({ mapFile: MAP_FILE, name: 'marketing', url: releaseUrl('next-major') });
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
    publishRemote({ mapFile: MAP_FILE, name: 'marketing', url: originalMarketing });
  }
  expect(hashTree(SHELL_DIST)).toEqual(shellBefore);
});
