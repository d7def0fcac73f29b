import { type Page } from '@playwright/test';
import { expect, test } from './a11y';
import { API_URL } from '../harness/ports.mjs';
import { ADMIN } from '../harness/accounts.mjs';
import { base64, logIn } from './support';

/** Records every Content-Security-Policy violation the page reports, from its first script on. */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('reportCspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { reportCspViolation(text: string): void })
        .reportCspViolation(`${event.violatedDirective} blocked ${event.blockedURI} on ${location.pathname} (${event.sourceFile}:${event.lineNumber})`);
    });
  });
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

// The site as `npm start` serves it: shell, remotes and API on one origin, under the server's CSP.
test('the whole site runs under its Content-Security-Policy without a single violation', async ({ page }) => {
  const violations = await watchViolations(page);
  const landing = await page.goto(`${API_URL}/`);
  const csp = landing?.headers()['content-security-policy'] ?? '';
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("script-src 'self'");
  expect(landing?.headers()['x-content-type-options']).toBe('nosniff');
  await expect(page.getByRole('link', { name: /get my photos/i }).first()).toBeVisible();

  await page.goto(`${API_URL}/pricing`);
  await expect(page.getByRole('heading').first()).toBeVisible();

  // Signing in, the studio and the admin remote (loaded by script tag) under the same policy.
  await page.goto(`${API_URL}/login?r=${encodeURIComponent(base64('/account'))}`);
  await logIn(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole('button', { name: /mock mode/i })).toBeVisible();
  await page.goto(`${API_URL}/models`);
  await expect(page.getByRole('heading').first()).toBeVisible();

  expect(violations).toEqual([]);
});

test('no page of the site can be framed by another', async ({ page }) => {
  const blocked: string[] = [];
  page.on('console', (message) => {
    if (/frame-ancestors|Refused to display/i.test(message.text())) blocked.push(message.text());
  });
  await page.setContent(`<iframe src="${API_URL}/login" width="400" height="300"></iframe>`);
  await expect.poll(() => blocked.length, { message: 'the browser refuses to show the framed page' }).toBeGreaterThan(0);
});
