// The pages after the first: landing → onboarding → gen, as a signed-in visitor moves through the site by
// its own links (client-side navigation), with the cache the first page filled. Reports the JavaScript
// transferred at each step: a prefetched or already-loaded remote costs nothing more.
import { chromium, type Page } from 'playwright-core';
import { CHROMIUM_ARGS } from '../../deploy/chromium.mjs';
import { ScriptRecorder, waitForInteractive, waitForQuiet, type ScriptLoad } from './first-load';
import { signUp } from './signed-in-user';

export interface JourneyStep {
  name: string;
  scripts: ScriptLoad[];
}

/** A click on one of the site's own links would do the same: the router handles a history push. */
async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

export async function runJourney(base: string, executablePath: string): Promise<JourneyStep[]> {
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext();
    await signUp(context.request, base, `bench-${Date.now()}@example.com`, 'benchpass1');
    const page = await context.newPage();
    const recorder = await ScriptRecorder.attach(page);
    await recorder.enableCache();
    const steps: JourneyStep[] = [];

    await page.goto(`${base}/`, { waitUntil: 'load' });
    await waitForInteractive(page);
    await waitForQuiet(page, 1500);
    steps.push({ name: 'landing (/)', scripts: await recorder.take(page) });

    await navigateInApp(page, '/onboarding');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await waitForQuiet(page, 1500);
    steps.push({ name: '→ onboarding', scripts: await recorder.take(page) });

    await navigateInApp(page, '/gen');
    await page.getByRole('heading', { name: /generate/i }).first().waitFor({ timeout: 30_000 }).catch(() => undefined);
    await waitForQuiet(page, 1500);
    steps.push({ name: '→ gen', scripts: await recorder.take(page) });
    return steps;
  } finally {
    await browser.close();
  }
}
