import { promiseContradictions } from 'api-client/promises';
import { expect, test } from './a11y';

// Every page a visitor reads states the same times, counts, costs and retention (docs/promises.md): the
// text of each rendered page, FAQ answers included, has no claim a promise contradicts.
const PAGES = [
  '/', '/business-headshots', '/acting-headshots', '/try-a-new-hairstyle', '/landing/influencer-photos',
  '/landing/professional-headshots', '/landing/dating-app-photos', '/face-gallery', '/passport-photos', '/help', '/instructions', '/rules',
  '/articles/flux-loras-ultimate-guide', '/buy-packs', '/pricing', '/payg-pricing', '/onboarding', '/privacy-policy.html',
  '/terms-of-service.html',
];

test('every page states the same times, counts, costs and retention', async ({ page }) => {
  test.setTimeout(120_000);
  const found: string[] = [];
  for (const path of PAGES) {
    await page.goto(path);
    await expect(page.locator('main, body').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    // The whole text, collapsed FAQ answers and other hidden panels included.
    const text = await page.evaluate(() => document.body.textContent ?? '');
    found.push(...promiseContradictions(text).map((claim) => `${path}: ${claim}`));
  }
  expect(found).toEqual([]);
});
