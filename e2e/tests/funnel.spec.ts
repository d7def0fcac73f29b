import { type APIRequestContext } from '@playwright/test';
import { expect, test } from './a11y';
import bcrypt from 'bcryptjs';
import { API_URL } from '../harness/ports.mjs';
import { ADMIN } from '../harness/accounts.mjs';
import { base64, linkFromLatestMail, screenshot, uniqueEmail } from './support';

const day = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

/** Signs the API request context in as the e2e admin (the report is an admin call). */
async function logInAsAdmin(request: APIRequestContext): Promise<void> {
  const config = await (await request.get(`${API_URL}/ai-photographer/runtime-config`)).json();
  const res = await request.post(`${API_URL}/ai-photographer/auth-service/auth`, {
    headers: { origin: API_URL },
    data: { email: ADMIN.email, password: bcrypt.hashSync(ADMIN.password + config.passwordSuffix, config.passwordSalt) },
  });
  expect((await res.json()).status).toBe('logged-in');
}

test('professional persona: landing → funnel → sign-up → activation → packs, each event stored once', async ({ page, request }) => {
  const email = uniqueEmail('funnel');
  const password = 'funnelpass1';
  const professional = base64('professional');
  await page.setViewportSize({ width: 390, height: 844 });

  // The landing page's professional persona card starts the funnel with the persona.
  // The landing page is prerendered: wait for its impression, which is logged once it has hydrated, so the
  // card's click is the app's (logged) and not the plain link a busy machine would otherwise follow first.
  const impressionLogged = page.waitForRequest(
    (request) => request.url().includes('/analytics-service/') && (request.postData() ?? '').includes('"funnelStep":"landing"'),
  );
  await page.goto('/');
  await impressionLogged;
  // It started once its hero was painted, fetching the start-up's scripts the prerender held back.
  expect(await page.evaluate(() => [
    document.querySelector('template[data-after-hero]') === null,
    document.head.querySelectorAll('link[rel="preload"][as="script"]').length > 0,
  ])).toEqual([true, true]);
  // Each start-up script asks V8 to compile it while it streams in, off the main thread (webpack.compile-hints.js).
  const startUpScripts = await page.evaluate(() =>
    [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="script"]')].map((link) => link.href));
  for (const href of startUpScripts) {
    expect((await (await page.request.get(href)).text()).startsWith('//# allFunctionsCalledOnLoad\n'), href).toBe(true);
  }
  await page.getByRole('link', { name: 'Upgrade my LinkedIn photo' }).click();
  await expect(page).toHaveURL(`/onboarding?persona=${encodeURIComponent(professional)}`);

  // No persona question: the intro comes first.
  await expect(page.getByText('1/4')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'A studio headshot from your selfies' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Upgrade my LinkedIn profile' })).toHaveCount(0);
  await screenshot(page, 'funnel-1-intro-mobile');
  await page.getByRole('button', { name: 'Next' }).click();

  // Training demo: Next waits for the 2-second fake training.
  await expect(page).toHaveURL(/#2$/);
  await expect(page.getByRole('img', { name: /^Example selfie/ })).toHaveCount(4);
  const next = page.getByRole('button', { name: 'Next' });
  await expect(next).toBeDisabled();
  await page.getByRole('button', { name: 'Create AI model' }).click();
  await expect(page.getByRole('progressbar', { name: 'Training the AI model' })).toBeVisible();
  await expect(page.getByText(/The example model is ready/)).toBeVisible();
  await expect(next).toBeEnabled();
  await screenshot(page, 'funnel-2-training-demo-mobile');
  await next.click();

  // Training Complete: each example prompt's 1-second fake generation shows its result.
  await expect(page.getByRole('heading', { name: 'Training Complete' })).toBeVisible();
  for (let i = 0; i < 3; i += 1) await page.getByRole('button', { name: 'Generate Image' }).first().click();
  await expect(page.getByRole('img', { name: /^Example result:/ })).toHaveCount(3);
  await screenshot(page, 'funnel-3-training-complete-mobile');

  await page.getByRole('button', { name: 'Next' }).click();

  // E-mail entry, then the verification e-mail.
  await expect(page.getByText('4/4')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Ready to get started' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await screenshot(page, 'funnel-4-email-entry-mobile');
  await page.getByLabel('Email').press('Enter');
  await expect(page).toHaveURL(/\/email-verify\?email=/);

  const activationLink = await linkFromLatestMail(request, email, '/activate');
  await page.goto(activationLink);
  await page.getByLabel('First name').fill('Grace');
  await page.getByLabel('Last name').fill('Hopper');
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await page.getByLabel('Where did you first hear about us?').selectOption({ label: 'Reddit' });
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Continue' }).click();

  // Post-activation: the free preview first (skipped here: preview.spec.ts takes it), then the slides, then packs.
  await expect(page).toHaveURL(/\/onboarding\?.*activated=1/);
  await expect(page.getByText('1/3')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'See yourself first' })).toBeVisible();
  await page.getByRole('button', { name: 'Skip' }).click();
  await expect(page.getByText('2/3')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Photo packs: every headshot you need' })).toBeVisible();
  await screenshot(page, 'funnel-5-pack-intro-mobile');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: 'Why use AI?' })).toBeVisible();
  await screenshot(page, 'funnel-6-why-ai-mobile');
  await page.getByRole('button', { name: 'See packs & pricing' }).click();
  await expect(page).toHaveURL(`/buy-packs?persona=${encodeURIComponent(professional)}`);

  // Every event of this journey is stored exactly once under the browser's analytics session.
  const sessionId = await page.evaluate(() => localStorage.getItem('analyticsSessionId'));
  expect(sessionId).toMatch(/^[0-9a-f-]{36}$/);
  await logInAsAdmin(request);
  const query = new URLSearchParams({ from: day(-1), to: day(1), analyticsSessionId: sessionId as string });
  const report = await (await request.get(`${API_URL}/ai-photographer/admin-service/funnel-report?${query}`)).json();
  const onboarding = report.funnels.find((f: { funnelName: string }) => f.funnelName === 'onboarding');
  const steps: { funnelStep: string; events: number; sessions: number }[] = onboarding.steps;
  // Marketing logs the landing impression and the persona card click; the funnel logs its slides and actions.
  expect(steps.map((s) => s.funnelStep)).toEqual([
    'landing',
    'landing:persona-card',
    'intro',
    'training-demo',
    'training-demo:create-model',
    'training-complete',
    'training-complete:generate-1',
    'training-complete:generate-2',
    'training-complete:generate-3',
    'email-entry',
    'email-entry:sign-up',
    'preview',
    'preview:skip',
    'pack-intro',
    'why-ai',
    'why-ai:see-packs',
  ]);
  for (const step of steps) expect([step.funnelStep, step.events, step.sessions]).toEqual([step.funnelStep, 1, 1]);
});

test('the persona question, back and forward between slides, and Sign up now', async ({ page }) => {
  await page.goto('/onboarding');
  await expect(page.getByText('1/5')).toBeVisible();
  await page.getByRole('button', { name: 'Get more dating-app matches' }).click();
  await expect(page).toHaveURL(/#2$/);
  await expect(page.getByRole('heading', { name: 'Dating photos that look like you' })).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('heading', { name: 'What brings you here?' })).toBeVisible();
  await page.goForward();
  await expect(page.getByText('2/5')).toBeVisible();
  await page.getByRole('button', { name: 'Sign up now' }).click();
  await expect(page).toHaveURL(/#5$/);
  await expect(page.getByRole('heading', { name: 'Ready to get started' })).toBeVisible();
});
