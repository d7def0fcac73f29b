import { type Page } from '@playwright/test';
import { checkA11y, expect, test } from './a11y';
import { SUPPORT_EMAIL } from '../harness/accounts.mjs';
import { API_URL } from '../harness/ports.mjs';
import { screenshot, waitUntilInteractive } from './support';

const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'mobile', width: 390, height: 844 },
] as const;

const LANDINGS = [
  { path: '/', shot: 'landing', title: 'Your personal AI photographer' },
  { path: '/landing/influencer-photos', shot: 'landing-influencer', title: 'Fresh content for your feed, every day' },
  { path: '/landing/professional-headshots', shot: 'landing-professional', title: 'Upgrade your LinkedIn photo today' },
  { path: '/landing/dating-app-photos', shot: 'landing-dating', title: 'Dating app photos that show the real you' },
] as const;

const PAGES = [
  { path: '/face-gallery', shot: 'face-gallery', title: 'From selfie to AI portrait' },
  { path: '/help', shot: 'help', title: 'Help and support' },
  { path: '/instructions', shot: 'instructions', title: 'Instructions' },
  { path: '/rules', shot: 'rules', title: 'Rules' },
  { path: '/articles/flux-loras-ultimate-guide', shot: 'guide', title: /ultimate guide to Flux LoRAs/ },
] as const;

/** Waits until every image has loaded, so full-page screenshots show the illustrations. */
async function settle(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (const img of Array.from(document.images)) img.loading = 'eager';
    await Promise.all(Array.from(document.images).map((img) => img.decode().catch(() => undefined)));
  });
}

for (const viewport of VIEWPORTS) {
  test.describe(`marketing at ${viewport.width} px`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    for (const landing of LANDINGS) {
      test(`${landing.path} shows its hero and every landing section`, async ({ page }) => {
        await page.goto(landing.path);
        await expect(page.getByRole('heading', { level: 1, name: landing.title })).toBeVisible();
        const main = page.getByRole('main');
        await expect(main.getByRole('link', { name: /^(Get influencer photos|Upgrade my LinkedIn photo|Get dating app photos)$/ })).toHaveCount(3);
        await expect(main.getByRole('blockquote')).toHaveCount(3);
        const faq = page.getByRole('region', { name: 'Frequently asked questions' });
        await expect(faq.getByRole('button')).toHaveCount(11);
        await expect(page.getByRole('table')).toContainText('Generic AI avatar apps');
        await expect(main).toContainText('$300–$500');
        await expect(main).toContainText('35%');
        const sticky = page.getByRole('link', { name: 'Get My Photos', exact: true });
        if (viewport.name === 'mobile') await expect(sticky).toBeVisible();
        else await expect(sticky).toBeHidden();
        await expect(page).toHaveTitle(/AI Photographer/);
        await settle(page);
        await screenshot(page, `${landing.shot}-${viewport.name}`);
      });
    }

    for (const item of PAGES) {
      test(`${item.path} renders`, async ({ page }) => {
        await page.goto(item.path);
        await expect(page.getByRole('heading', { level: 1, name: item.title })).toBeVisible();
        await settle(page);
        await screenshot(page, `${item.shot}-${viewport.name}`);
      });
    }
  });
}

test('the FAQ toggles and a showcase image opens enlarged', async ({ page }) => {
  await page.goto('/');
  await waitUntilInteractive(page);
  const question = page.getByRole('button', { name: 'Can I get a refund?' });
  await question.click();
  await expect(question).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByText(/fewer than 20 photos were generated/)).toBeVisible();
  // It names the configured support address (runtime-config), which no prerendered page carries.
  await expect(page.getByText(`Write to ${SUPPORT_EMAIL} and we will sort it out.`, { exact: false })).toBeVisible();
  const preview = page.getByRole('button', { name: 'Can I see photos of me before I pay?' });
  await preview.click();
  await expect(page.getByText(/^Yes\. Two free photos of you in under a minute, before you pay\./)).toBeVisible();
  await page.getByRole('button', { name: /^Enlarge: Illustrated AI result/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Enlarged image' });
  await expect(dialog.getByRole('img')).toBeVisible();
  await screenshot(page, 'landing-enlarged-desktop');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('the help page gives the configured support address for both topics; the served page bakes in none', async ({ page, request }) => {
  const served = await (await request.get(`${API_URL}/help`)).text();
  expect(served.slice(served.indexOf('<div id="root"'))).not.toMatch(/[\w.+-]+@[\w-]+\.[\w.]+/);
  await page.goto('/help');
  await waitUntilInteractive(page);
  const contact = page.getByRole('region', { name: 'Contact support' });
  await expect(contact.getByRole('link', { name: new RegExp(SUPPORT_EMAIL) })).toHaveCount(2);
  for (const link of await contact.getByRole('link').all()) await expect(link).toHaveAttribute('href', `mailto:${SUPPORT_EMAIL}`);
  await expect(contact).not.toContainText('.local');
});

test('a persona card takes a visitor to onboarding with the persona', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Upgrade my LinkedIn photo' }).click();
  await expect(page).toHaveURL(new RegExp(`/onboarding\\?persona=${encodeURIComponent(Buffer.from('professional').toString('base64'))}`));
});

test('a visitor sees Pricing and Log in off the landing page; the phone menu holds focus and gives it back', async ({ page }) => {
  await page.goto('/help');
  const main = page.getByRole('navigation', { name: 'Main' });
  await expect(main.getByRole('link')).toHaveText(['Pricing', 'Help', 'Log in']);
  await screenshot(page, 'help-visitor-nav-desktop');

  await page.setViewportSize({ width: 390, height: 844 });
  const toggle = page.getByRole('button', { name: 'Menu' });
  await toggle.click();
  const menu = page.getByRole('navigation', { name: 'Menu links' });
  await expect(menu.getByRole('link', { name: 'Pricing' })).toBeFocused();
  await checkA11y(page, 'phone menu open');
  await screenshot(page, 'help-visitor-menu-mobile');
  for (let i = 0; i < 6; i += 1) {
    await page.keyboard.press('Tab');
    const inside = await page.evaluate(() => !!document.activeElement?.closest('#mobile-menu') || document.activeElement?.getAttribute('aria-label') === 'Menu');
    expect(inside).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(toggle).toBeFocused();
});
