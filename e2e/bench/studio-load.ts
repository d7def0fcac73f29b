// The signed-in studio's pages measured like the landing page (first-load.ts): one load each in a fresh
// browser context holding only the session cookie, cold cache, every script from every origin as the
// browser fetched it, split at the page's `page:ready` mark (its first data rendered) and counted on until
// the network is idle.
import { chromium, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { CHROMIUM_ARGS } from '../../deploy/chromium.mjs';
import { PAGE_READY_MARK, ScriptRecorder, waitForQuiet, type ScriptLoad } from './first-load';

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

export interface StudioPage {
  path: string;
  /**
   * What shows once the page's first data has rendered. Only used where the build sets no `page:ready`
   * (a build from before the mark): the bench then sets the mark itself when it sees this.
   */
  firstData: (page: Page) => Locator;
}

export const STUDIO_PAGES: StudioPage[] = [
  { path: '/gen', firstData: (page) => page.getByRole('list', { name: 'My photos' }).getByRole('listitem').first() },
  { path: '/packs', firstData: (page) => page.locator('main h3').first() },
  { path: '/train', firstData: (page) => page.getByRole('heading', { level: 1 }).first() },
];

export interface StudioLoad {
  path: string;
  scripts: ScriptLoad[];
  /** `page:ready` after navigation start, ms (the page's own mark, or the bench's where `markedByPage` is false). */
  readyMs: number;
  markedByPage: boolean;
  consoleErrors: string[];
}

/** `page:ready`'s time once the page (or, for an older build, the bench on seeing `firstData`) has set it. */
async function waitForReady(page: Page, target: StudioPage): Promise<{ readyMs: number; markedByPage: boolean }> {
  const hasMark = (timeout: number) =>
    page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, PAGE_READY_MARK, { timeout }).then(() => true, () => false);
  const seen = target.firstData(page).waitFor({ timeout: 30_000 }).then(() => true, () => false);
  await Promise.race([hasMark(30_000), seen]);
  // The page marks in an effect right after the commit that showed its data: give it that moment.
  const markedByPage = await hasMark(1000);
  if (!markedByPage && !(await seen)) throw new Error(`${target.path}: neither ${PAGE_READY_MARK} nor its first data within 30 s`);
  const readyMs = await page.evaluate((mark) => {
    if (!performance.getEntriesByName(mark).length) performance.mark(mark);
    return performance.getEntriesByName(mark)[0]!.startTime;
  }, PAGE_READY_MARK);
  return { readyMs, markedByPage };
}

export async function loadStudioPage(base: string, target: StudioPage, storageState: StorageState, executablePath: string): Promise<StudioLoad> {
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({ storageState });
    const page = await context.newPage();
    const recorder = await ScriptRecorder.attach(page);
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    page.on('pageerror', (error) => consoleErrors.push(`pageerror: ${error.message}`));
    await page.goto(`${base}${target.path}`, { waitUntil: 'load' });
    const ready = await waitForReady(page, target);
    await waitForQuiet(page, 1500);
    return { path: target.path, scripts: await recorder.take(page, PAGE_READY_MARK), ...ready, consoleErrors };
  } finally {
    await browser.close();
  }
}
