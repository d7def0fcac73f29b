import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from './a11y';
import { API_URL } from '../harness/ports.mjs';
import { ADMIN } from '../harness/accounts.mjs';
import { base64, logIn, screenshot, signUpThroughApi, uniqueEmail } from './support';

/** Onboarding events of visitors who never saw the landing page: more sessions reach `intro` than `landing`. */
async function seedFunnelEvents(request: APIRequestContext): Promise<void> {
  const send = (session: string, funnelStep: string, persona: string | null) =>
    request.post(`${API_URL}/ai-photographer/analytics-service/event`, {
      headers: { origin: API_URL, 'x-analytics-session-id': session },
      data: { eventType: 'impression', pagePath: '/onboarding', funnelName: 'onboarding', funnelStep, persona },
    });
  const sessions = ['0d9a2a54-1111-4c1e-9d7a-000000000001', '0d9a2a54-1111-4c1e-9d7a-000000000002', '0d9a2a54-1111-4c1e-9d7a-000000000003'];
  await send(sessions[0] as string, 'landing', 'professional');
  for (const [i, session] of sessions.entries()) {
    await send(session, 'intro', (['professional', 'influencer', 'single'] as const)[i] as string);
    if (i < 2) await send(session, 'training-demo', null);
  }
}

/** The funnel tables stay inside their card, and no step converts above 100 %. */
async function expectFunnelTableFits(page: Page): Promise<void> {
  const card = page.getByRole('region', { name: 'Funnels' });
  const region = page.getByRole('region', { name: 'onboarding funnel' });
  await expect(region.getByRole('table', { name: 'onboarding' })).toBeVisible();
  const [cardBox, regionBox] = [await card.boundingBox(), await region.boundingBox()];
  expect(regionBox!.x + regionBox!.width).toBeLessThanOrEqual(cardBox!.x + cardBox!.width + 0.5);
  expect(await region.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  const rates = (await region.locator('tbody tr td:last-child').allTextContents()).filter((t) => t.includes('%')).map((t) => parseFloat(t));
  expect(rates.length).toBeGreaterThan(0);
  expect(Math.max(...rates)).toBeLessThanOrEqual(100);
  await expect(region.getByRole('cell', { name: /capped/ })).toHaveCount(1);
  await expect(page.getByText(/capped at 100 %/)).toBeVisible();
}

test('an admin sees system status and the admin panel', async ({ page, request }) => {
  await seedFunnelEvents(request);
  await page.goto(`/login?r=${encodeURIComponent(base64('/system-status'))}`);
  await logIn(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/\/system-status$/);
  await expect(page.getByRole('heading', { name: 'System Status' })).toBeVisible();
  await expect(page.getByText(/registration/i).first()).toBeVisible();
  await expectFunnelTableFits(page);
  await screenshot(page, 'system-status');
  await page.setViewportSize({ width: 390, height: 844 });
  await expectFunnelTableFits(page);
  await screenshot(page, 'system-status-mobile');
  await page.setViewportSize({ width: 1280, height: 800 });

  // Mock mode's state shows before any toggle (read from the server), as a pressed state and in words.
  await page.goto('/account');
  const toggle = page.getByRole('button', { name: /mock mode/i });
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByRole('status').filter({ hasText: 'Mock mode is off.' })).toBeVisible();
  await toggle.click();
  await expect(page.getByRole('status').filter({ hasText: 'Mock mode is now on.' })).toBeVisible();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await page.reload();
  await expect(page.getByRole('button', { name: /mock mode/i })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('status').filter({ hasText: 'Mock mode is on.' })).toBeVisible();
  await page.getByRole('button', { name: /mock mode/i }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Mock mode is now off.' })).toBeVisible();
  await screenshot(page, 'account-admin');
});

test('a signed-in user who is not an admin gets 403 and no admin files', async ({ page, request }) => {
  const email = uniqueEmail('user');
  await signUpThroughApi(request, email, 'userpass1');
  await page.goto(`/login?r=${encodeURIComponent(base64('/system-status'))}`);
  await logIn(page, email, 'userpass1');
  // The shell sends non-admins home from the admin page.
  await expect(page).toHaveURL(/\/$/);
  const apiStatus = await page.evaluate(async (api) => (await fetch(`${api}/ai-photographer/admin-service/system-status`, { credentials: 'include' })).status, API_URL);
  expect(apiStatus).toBe(403);
  const adminFiles = await page.evaluate(async (api) => (await fetch(`${api}/remotes/admin/remoteEntry.js`, { credentials: 'include' })).status, API_URL);
  expect(adminFiles).toBe(403);
  await page.goto('/account');
  await expect(page.getByText(email)).toBeVisible();
  await expect(page.getByRole('button', { name: /mock mode/i })).toHaveCount(0);
});
