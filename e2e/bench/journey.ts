// The pages after the first: landing → onboarding → gen, as a signed-in visitor moves through the site by
// its own links (client-side navigation), with the cache the first page filled. Reports the JavaScript
// transferred at each step: a prefetched or already-loaded remote costs nothing more.
import bcrypt from 'bcryptjs';
import { chromium, type APIRequestContext, type Page } from 'playwright-core';
import { CHROMIUM_ARGS } from '../../deploy/chromium.mjs';
import { ScriptRecorder, waitForInteractive, waitForQuiet, type ScriptLoad } from './first-load';

export interface JourneyStep {
  name: string;
  scripts: ScriptLoad[];
}

/** Signs a user up through the API in the browser's own context, so the session cookie lands there. */
async function signUp(request: APIRequestContext, base: string, email: string, password: string): Promise<void> {
  const headers = { origin: base };
  await request.post(`${base}/ai-photographer/auth-service/check-email`, { data: { email, currentUrl: '', persona: null }, headers });
  let link: string | undefined;
  for (let i = 0; i < 50 && !link; i += 1) {
    const { messages } = (await (await request.get(`${base}/dev/mail`)).json()) as { messages: { to_address: string; text_body: string }[] };
    link = messages.find((m) => m.to_address === email)?.text_body.match(/https?:\/\/\S+\/activate\?\S+/)?.[0];
    if (!link) await new Promise((r) => setTimeout(r, 200));
  }
  if (!link) throw new Error('no activation e-mail');
  const config = (await (await request.get(`${base}/ai-photographer/runtime-config`)).json()) as { passwordSalt: string; passwordSuffix: string };
  const res = await request.post(`${base}/ai-photographer/auth-service/activate`, {
    headers,
    data: {
      code: new URL(link).searchParams.get('code'), firstName: 'Bench', lastName: 'User', referredFrom: 'google', termsAccepted: true,
      password: bcrypt.hashSync(password + config.passwordSuffix, config.passwordSalt),
    },
  });
  if (!res.ok()) throw new Error(`activate answered ${res.status()}`);
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
