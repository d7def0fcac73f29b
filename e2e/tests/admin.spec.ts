import { expect, test } from '@playwright/test';
import { API_URL } from '../harness/ports.mjs';
import { ADMIN } from '../harness/accounts.mjs';
import { base64, logIn, screenshot, signUpThroughApi, uniqueEmail } from './support';

test('an admin sees system status and the admin panel', async ({ page }) => {
  await page.goto(`/login?r=${encodeURIComponent(base64('/system-status'))}`);
  await logIn(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/\/system-status$/);
  await expect(page.getByRole('heading', { name: 'System Status' })).toBeVisible();
  await expect(page.getByText(/registration/i).first()).toBeVisible();
  await screenshot(page, 'system-status');

  await page.goto('/account');
  await expect(page.getByRole('button', { name: /mock mode/i })).toBeVisible();
  await page.getByRole('button', { name: /mock mode/i }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Mock mode is now on.' })).toBeVisible();
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
