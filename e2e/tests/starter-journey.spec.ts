import { type Page } from '@playwright/test';
import { expect, test } from './a11y';
import { API_URL } from '../harness/ports.mjs';
import { journeyToFirstPreview } from './preview-journey';
import {
  chooseFiles, expectNavBalanceIsServers, linkFromLatestMail, openGenOnBaseModel, onePersonPhotos, screenshot, serverAccount, TRAINING_TIMEOUT, uniqueEmail, UPLOAD_TIMEOUT,
} from './support';

/** Phone and desktop screenshots of the page as it is now, from the top. */
async function shots(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, `${name}-desktop`);
  await page.setViewportSize({ width: 390, height: 844 });
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, `${name}-phone`);
  await page.setViewportSize({ width: 1280, height: 800 });
}

test('a new visitor: preview → "Get 30 like this" → the Starter → a base image with other credits → the included training still starts → pack, filter and backdrop; the navigation shows the server\'s balance at every step, and the history adds up', async ({ page, request }) => {
  test.setTimeout(480_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  const email = uniqueEmail('starter');
  const toPreview = await journeyToFirstPreview(page, { email, activationLink: () => linkFromLatestMail(request, email, '/activate') });
  let clicks = toPreview.clicks;
  let fields = toPreview.fields;
  const click = async (target: ReturnType<Page['getByRole']>) => {
    await target.click();
    clicks += 1;
  };

  // "Get 30 like this" leads a user without a model to the Starter of that style, which includes the training.
  const photos = page.getByRole('list', { name: 'Your preview photos' });
  await expect(photos.getByRole('img', { name: /^Preview of you:/ })).toHaveCount(2, { timeout: 60_000 });
  await shots(page, 'starter-preview-photos');
  await click(photos.getByRole('link', { name: 'Get 30 like this (LinkedIn headshot)' }));
  await expect(page).toHaveURL(/\/buy-packs\?.*pack=linkedin-headshots/);
  const starter = page.getByRole('article', { name: 'LinkedIn Headshots Starter', exact: true });
  await expect(starter).toHaveAccessibleDescription('Like your preview · training included');
  await expect(page.getByRole('article').first()).toHaveAccessibleName('LinkedIn Headshots Starter');
  await expect(page.getByText('the least you can spend')).toHaveCount(0);
  await shots(page, 'starter-buy-packs-from-preview');

  // The checkout says the training is included; the purchase adds no spendable credits.
  await click(starter.getByRole('button', { name: 'Purchase Pack' }));
  await expect(page.getByText('TEST CHECKOUT — no real payment')).toBeVisible();
  await expect(page.getByText('Training included', { exact: true })).toBeVisible();
  await screenshot(page, 'starter-test-checkout');
  await click(page.getByRole('button', { name: /^Pay / }));
  await expect(page).toHaveURL(/\/purchase-confirmation\?type=photo-pack/);
  await expect(page.getByText(/so training comes first/)).toBeVisible();
  await expect(page.getByText(/get more credits/)).toHaveCount(0);
  await expectNavBalanceIsServers(page, 0);
  expect((await serverAccount(page)).trainingsIncluded).toBe(1);

  // The account page shows the training apart from the credits.
  await page.goto('/account');
  const myCredits = page.getByRole('region', { name: 'My credits' });
  await expect(myCredits).toContainText('Training included');
  await shots(page, 'starter-account');

  // One base image is not paid from the training: at 0 credits gen offers to buy credits.
  await openGenOnBaseModel(page);
  await expect(page.getByRole('link', { name: 'Buy credits (10 credits needed)' }).first()).toBeVisible();

  // Credits bought for photos: a purchase shows in the navigation without a reload.
  const checkout = await page.request.post(`${API_URL}/ai-photographer/subscription-service/create-checkout-session`, {
    data: { purchaseType: 'payg', credits: 3000, originatingPagePath: '/gen' }, headers: { origin: new URL(page.url()).origin },
  });
  await page.goto((await checkout.json()).url);
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page).toHaveURL(/\/purchase-confirmation\?type=payg/);
  await expectNavBalanceIsServers(page, 3000);
  await (await openGenOnBaseModel(page)).fill('a portrait in a sunny park');
  await page.getByRole('button', { name: 'Generate Image' }).click();
  await expect(page.getByRole('list', { name: 'My photos' }).getByRole('listitem')).toHaveCount(1, { timeout: 30_000 });
  await expectNavBalanceIsServers(page, 2990);
  expect((await serverAccount(page)).trainingsIncluded).toBe(1);

  // The training still starts with no further payment, and says so before the click.
  await click(page.getByRole('group', { name: 'Models' }).getByRole('button', { name: 'New model' }));
  await expect(page).toHaveURL(/\/train$/);
  await expect(page.getByText(/Your purchase pays for this training: no credits are used/)).toBeVisible();
  await page.getByLabel('Model name').fill('Grace');
  await page.getByLabel('Class').selectOption('woman');
  fields += 2;
  await chooseFiles(page, 'Add images', onePersonPhotos().slice(0, 12));
  clicks += 1;
  fields += 1;
  await shots(page, 'starter-train-included');
  await click(page.getByRole('button', { name: 'Upload · Training included' }));
  await expect(page.getByText(/Uploading images|Training|training/).first()).toBeVisible({ timeout: UPLOAD_TIMEOUT });
  await expectNavBalanceIsServers(page, 2990);
  await expect(page.getByText('Training complete!')).toBeVisible({ timeout: TRAINING_TIMEOUT });
  expect((await serverAccount(page)).trainingsIncluded).toBe(0);
  await expectNavBalanceIsServers(page, 2990);

  // The pack the Starter paid for: made with no credits; its 30 photos are the first trained photos.
  await click(page.getByRole('button', { name: 'Continue' }));
  await expect(page).toHaveURL(/\/generate-pack\/\d+$/);
  await click(page.getByRole('button', { name: 'Generate Images' }));
  await expect(page).toHaveURL(/\/pack-generated\/\d+$/, { timeout: 60_000 });
  await expect(page.getByRole('button', { name: /^Like photo/ }).first()).toBeVisible({ timeout: 90_000 });
  console.log(`landing → first photo of a trained model: ${clicks} clicks, ${fields} fields (to the first preview photo: ${toPreview.clicks} clicks, ${toPreview.fields} fields)`);
  await expect(page.getByRole('button', { name: /^Like photo/ })).toHaveCount(30, { timeout: 90_000 });
  await expectNavBalanceIsServers(page, 2990);

  // An edit of a photo: the Ghibli filter, then a studio backdrop, each 10 credits, each in the navigation at once.
  await page.goto('/gen');
  await page.getByRole('button', { name: 'Open image 1', exact: true }).click();
  await page.getByRole('dialog').getByRole('link', { name: 'Edit' }).click();
  await expect(page).toHaveURL(/\/edit\/[0-9a-f-]{36}$/);
  await page.getByRole('button', { name: 'Ghibli filter · 10 credits' }).click();
  await expect(page.getByRole('region', { name: 'Your new image' }).getByRole('img')).toBeVisible({ timeout: 60_000 });
  await expectNavBalanceIsServers(page, 2980);
  await page.goto(`${new URL(page.url()).pathname}?tool=backdrop`);
  await expect(page.getByRole('radio', { name: 'Light grey studio' })).toBeFocused();
  await expect(page.getByRole('button', { name: 'Apply backdrop · 10 credits' })).toHaveAttribute('data-variant', 'primary');
  await expect(page.getByRole('img', { name: 'Image to edit' })).toBeInViewport();
  await shots(page, 'starter-editor-backdrop');
  await page.getByRole('button', { name: 'Apply backdrop · 10 credits' }).click();
  await expect(page.getByRole('region', { name: 'Your new image' }).getByRole('img')).toBeVisible({ timeout: 60_000 });
  await expectNavBalanceIsServers(page, 2970);

  // "Purchases and credits": every entry, with the balance after it, adding up to the balance.
  await page.goto('/account');
  const history = page.getByRole('region', { name: 'Purchases and credits' });
  const rows = history.getByRole('listitem');
  await expect(rows.first()).toContainText('Balance after: 2970 credits');
  await expect(history).toContainText('Model training: Grace (training included)');
  await expect(history).toContainText('LinkedIn Headshots Starter photo pack (training included)');
  await expect(history).toContainText('1 photo (base model)');
  await expect(history).toContainText('Studio backdrop on a photo');
  const credits = await rows.evaluateAll((items) => items.map((item) => {
    const text = item.textContent ?? '';
    const match = /Credits: ([+\u2212])([\d,]+) credits?/.exec(text);
    return match ? (match[1] === '+' ? 1 : -1) * Number(match[2]!.replaceAll(',', '')) : 0;
  }));
  expect(credits.reduce((sum, value) => sum + value, 0)).toBe(2970);
  const csv = await page.request.get(await history.getByRole('link', { name: 'Download as CSV' }).getAttribute('href').then((href) => new URL(href!, API_URL).href));
  expect(csv.ok()).toBe(true);
  expect((await csv.text()).trim().split('\r\n')).toHaveLength(credits.length + 1);
  await history.scrollIntoViewIfNeeded();
  await shots(page, 'starter-history');
});
