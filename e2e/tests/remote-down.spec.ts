import { expect, test } from './a11y';
import { BROKEN_SHELL_URL } from '../harness/ports.mjs';
import { ADMIN } from '../harness/accounts.mjs';
import { base64, logIn, screenshot } from './support';

test('a remote whose origin is down shows its error view while the rest of the site works', async ({ page }) => {
  // This shell's remotes map points the commerce remote (the account page) at an origin nobody serves.
  await page.goto(`${BROKEN_SHELL_URL}/login?r=${encodeURIComponent(base64('/account'))}`);
  await logIn(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(`${BROKEN_SHELL_URL}/account`);
  await expect(page.getByText('This part of the site could not be loaded')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
  await screenshot(page, 'remote-down');

  // Retry really tries again (and fails again: the origin is still down).
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByText('This part of the site could not be loaded')).toBeVisible();

  // Other areas keep working: the admin page (admin remote) and the landing page (marketing remote).
  await page.goto(`${BROKEN_SHELL_URL}/system-status`);
  await expect(page.getByRole('heading', { name: 'System Status' })).toBeVisible();
  await page.getByRole('link', { name: /AI Photographer/ }).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
