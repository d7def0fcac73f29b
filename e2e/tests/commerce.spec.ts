import { readFile } from 'node:fs/promises';
import { type Page } from '@playwright/test';
import { expect, test } from './a11y';
import { acceptAlert, logIn, screenshot, signUpThroughApi, trainModelThroughApi, uniqueEmail, zipEntries } from './support';

const PASSWORD = 'shopper-pass-1';

/** Full-page screenshot from the top, so the sticky nav bar is drawn where it belongs. */
async function shot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, name);
}

/** A plan or pack card by its exact title (Pro is also inside Dating Profile). */
function card(page: Page, title: string) {
  return page.getByRole('article', { name: title, exact: true });
}

/** The local test checkout stands in for the card provider: Pay completes the purchase and comes back. */
async function payOnTestCheckout(page: Page, type: string) {
  await expect(page.getByText('TEST CHECKOUT — no real payment')).toBeVisible();
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page).toHaveURL(`/purchase-confirmation?type=${type}`);
  await expect(page.getByRole('heading', { name: 'Purchase confirmed' })).toBeVisible();
}

/** The confirmation page asks for the last pack purchase; Continue before that answers says to try again. */
function lastPackPurchaseLoaded(page: Page) {
  return page.waitForResponse((response) => response.url().includes('get-last-pack-purchase-id'));
}

async function creditsOnAccount(page: Page): Promise<string> {
  await page.goto('/account');
  const card = page.getByRole('region', { name: 'My credits' });
  await expect(card).toContainText('credits');
  return (await card.locator('p').first().textContent()) ?? '';
}

test('buy credits, a pack and a plan; make the pack, pick favourites; change and cancel the plan', async ({ page, request }) => {
  test.setTimeout(420_000);
  const email = uniqueEmail('shopper');
  await signUpThroughApi(request, email, PASSWORD);

  // Pricing as a visitor: Home and Log in (once: the navigation bar's, back to pricing), plans with the whale apart,
  // packs and the FAQ.
  await page.goto('/pricing');
  await expect(page.getByRole('button', { name: 'Home' })).toBeVisible();
  const logIns = page.getByRole('link', { name: 'Log in' }).or(page.getByRole('button', { name: 'Log in' }));
  await expect(logIns).toHaveCount(1);
  await expect(logIns).toHaveAttribute('href', `/login?r=${encodeURIComponent(Buffer.from('/pricing').toString('base64'))}`);
  await expect(card(page, 'Whale')).toContainText('For power creators');
  await expect(card(page, 'Pro')).toContainText('Most popular');
  await expect(card(page, 'LinkedIn Headshots')).toBeVisible();
  await page.getByRole('button', { name: 'Do my credits expire?' }).click();
  await expect(page.getByRole('region', { name: 'Do my credits expire?' })).toContainText('never expire');
  await shot(page, 'pricing-desktop');
  await page.setViewportSize({ width: 390, height: 844 });
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await shot(page, 'pricing-phone');
  await page.setViewportSize({ width: 1280, height: 800 });

  // Choosing a plan logged out goes to login and comes back.
  await card(page, 'Starter').getByRole('button', { name: 'Subscribe' }).click();
  await expect(page).toHaveURL(/\/login\?r=/);
  await logIn(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/pricing$/);
  await expect(page.getByRole('form', { name: 'Not sure about something?' })).toBeVisible();

  // A 3k bundle (preselected) through the test checkout: the credits arrive once.
  await page.goto('/payg-pricing');
  await expect(page.getByRole('radio', { name: /^3000 credits/ })).toBeChecked();
  await page.getByRole('button', { name: 'Buy', exact: true }).click();
  await payOnTestCheckout(page, 'payg');
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Purchase confirmed' })).toBeVisible();
  expect(await creditsOnAccount(page)).toBe('3000 credits');
  await page.goBack();
  // No model yet: the page says training comes first, and Continue goes there.
  await expect(page.getByText(/you don't have one yet, so training comes first/)).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/train$/);

  // A starter pack needs a model first: Continue goes to train.
  await page.goto('/buy-packs');
  await card(page, 'LinkedIn Headshots Starter').getByRole('button', { name: 'Purchase Pack' }).click();
  const purchaseLoaded = lastPackPurchaseLoaded(page);
  await payOnTestCheckout(page, 'photo-pack');
  await purchaseLoaded;
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/train$/);
  // The training itself through the API (training.spec.ts proves the train page): it uses the pack's training.
  await trainModelThroughApi(page, 'Shopper');

  // Until it is made, gen offers the paid pack; the training banner's Continue leads to it too.
  await page.goto('/gen');
  await expect(page.getByText('Your pack is ready to generate')).toBeVisible();
  await page.goto('/train');
  await expect(page.getByText('Training complete!')).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/generate-pack\/\d+$/);
  await expect(page.getByRole('heading', { name: 'LinkedIn Headshots Starter' })).toBeVisible();
  await page.getByRole('button', { name: 'Generate Images' }).click();
  await expect(page).toHaveURL(/\/pack-generated\/\d+$/, { timeout: 60_000 });
  await expect(page.getByRole('button', { name: /^Like photo/ })).toHaveCount(30, { timeout: 90_000 });
  for (const n of [2, 5, 9]) await page.getByRole('button', { name: `Like photo ${n}`, exact: true }).click();
  await expect(page.getByRole('button', { name: 'Like photo 5', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await shot(page, 'pack-generated');

  // Download all saves one zip of the 30 photos, named for people rather than by id.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download all' }).click()]);
  expect(download.suggestedFilename()).toBe('linkedin-headshots-starter.zip');
  const entries = zipEntries(await readFile(await download.path()));
  expect(entries.map((entry) => entry.name)).toEqual(
    Array.from({ length: 30 }, (_, index) => `linkedin-headshots-starter-${String(index + 1).padStart(2, '0')}.jpg`),
  );
  for (const entry of entries) expect([entry.stored, ...entry.data.subarray(0, 3)]).toEqual([true, 0xff, 0xd8, 0xff]); // JPEG bytes

  await page.getByRole('button', { name: 'View my photos' }).click();
  await expect(page).toHaveURL(/\/pack-inspect\/\d+$/);
  await expect(page.getByRole('checkbox', { name: 'Show favorites only' })).toBeChecked();
  await expect(page.getByRole('button', { name: /^Open photo/ })).toHaveCount(3);
  await shot(page, 'pack-inspect');
  await page.getByRole('button', { name: /^Open photo 1/ }).click();
  await expect(page.getByRole('dialog', { name: /Photo 1 of/ })).toBeVisible();
  await page.keyboard.press('Escape');
  await page.getByRole('checkbox', { name: 'Show favorites only' }).uncheck();
  await expect(page.getByRole('button', { name: /^Open photo/ })).toHaveCount(30);

  // The packs page (credits): confirm shows cost and what is left; cancel; then the phone layout.
  await page.goto('/packs');
  const balance = Number((await page.getByText(/You have .* credits/).textContent())?.replace(/\D/g, ''));
  await card(page, 'Dating Profile').getByRole('button', { name: 'Generate Pack' }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirm Pack Purchase' });
  await expect(confirm).toContainText(`${balance - 300} credits`);
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  // Starter packs include a training, so they are sold for money on buy-packs and never offered for credits here.
  await expect(page.getByRole('article', { name: /Starter$/ })).toHaveCount(0);
  await page.getByRole('button', { name: 'Next Dating Profile sample', exact: true }).click();
  await shot(page, 'packs-desktop');
  await page.setViewportSize({ width: 390, height: 844 });
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await shot(page, 'packs-phone');
  await page.setViewportSize({ width: 1280, height: 800 });

  // Subscribe, then upgrade through the compare dialog, then cancel from the account page.
  await page.goto('/pricing');
  await card(page, 'Starter').getByRole('button', { name: 'Subscribe' }).click();
  await payOnTestCheckout(page, 'subscription');
  // Continue waits for the account (has a model: packs; none: train).
  await expect(page.getByText('Your subscription is active and its credits are in your account.')).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/packs$/);
  await page.goto('/pricing');
  await expect(card(page, 'Starter').getByRole('button', { name: 'Current Plan' })).toBeDisabled();
  await card(page, 'Pro').getByRole('button', { name: 'Upgrade' }).click();
  const upgrade = page.getByRole('dialog', { name: 'Upgrade Your Subscription' });
  await expect(upgrade).toContainText('Starter');
  await screenshot(page, 'pricing-upgrade-dialog');
  await upgrade.getByRole('button', { name: 'Upgrade Now' }).click();
  // A plan change is charged in place, with no second checkout.
  await expect(page).toHaveURL('/purchase-confirmation?type=subscription');
  await page.goto('/pricing');
  await expect(card(page, 'Pro').getByRole('button', { name: 'Current Plan' })).toBeDisabled();

  await page.goto('/account');
  const subscription = page.getByRole('region', { name: 'My subscription' });
  await expect(subscription).toContainText('Pro');
  await subscription.getByRole('button', { name: 'Cancel subscription' }).click();
  await page.getByRole('dialog', { name: 'Cancel your subscription?' }).getByRole('button', { name: 'Cancel subscription' }).click();
  await expect(subscription.getByRole('status')).toBeVisible();
  await shot(page, 'account-cancelled');
  await page.getByRole('region', { name: 'Deleted images' }).getByRole('link', { name: 'View deleted images' }).click();
  await expect(page).toHaveURL('/deleted-images');
});

test('pack page errors and the purchase-id-not-loaded alert are explained', async ({ page, request }) => {
  const email = uniqueEmail('nopacks');
  await signUpThroughApi(request, email, PASSWORD);
  await page.goto('/login');
  await logIn(page, email, PASSWORD);
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto('/pack-inspect/999999');
  await expect(page.getByText('Pack generation not found')).toBeVisible();
  await page.goto('/pack-generated/abc');
  await expect(page.getByText('Generation ID is required')).toBeVisible();
  await page.goto('/purchase-confirmation?type=photo-pack');
  await page.getByRole('button', { name: 'Continue' }).click();
  await acceptAlert(page, /Something went wrong, please contact support|Purchase info hasn't loaded yet/);
});

test('a new user without a model sees the packs that include training first, and what the others need', async ({ page, request }) => {
  const email = uniqueEmail('newbuyer');
  await signUpThroughApi(request, email, PASSWORD);
  await page.goto('/login');
  await logIn(page, email, PASSWORD);
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto('/buy-packs');
  const cards = page.getByRole('article');
  await expect(cards.first()).toHaveAccessibleName(/Starter$/);
  await expect(card(page, 'Dating Profile')).toContainText('Needs a trained model');
  await shot(page, 'buy-packs-new-user');
});
