import { expect, test } from './a11y';
import { API_URL } from '../harness/ports.mjs';
import { journeyToFirstPreview } from './preview-journey';
import {
  buyCreditsThroughTestCheckout, chooseFiles, linkFromLatestMail, onePersonPhotos, screenshot, uniqueEmail, TRAINING_TIMEOUT,
} from './support';

/** Issue 30's targets for a new visitor, landing page to a first preview photo of themselves. */
const MAX_CLICKS = 10;
const MAX_FIELDS = 8;

test('a visitor sees themselves before paying: landing → sign-up → one selfie → two preview photos → the pack → training with the same selfie', async ({ page, request }) => {
  test.setTimeout(360_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const email = uniqueEmail('preview');
  const count = await journeyToFirstPreview(page, {
    email,
    activationLink: () => linkFromLatestMail(request, email, '/activate'),
    at: async (milestone) => {
      if (milestone === 'preview-step') await screenshot(page, 'preview-step-mobile');
    },
  });
  console.log(`landing → first preview photo: ${count.clicks} clicks, ${count.fields} fields`);
  expect(count.clicks).toBeLessThanOrEqual(MAX_CLICKS);
  expect(count.fields).toBeLessThanOrEqual(MAX_FIELDS);

  // Both photos arrive, each with its style and the pack that makes thirty like it; the privacy line says how long they stay.
  const photos = page.getByRole('list', { name: 'Your preview photos' });
  await expect(photos.getByRole('img', { name: /^Preview of you:/ })).toHaveCount(2, { timeout: 60_000 });
  await expect(page.getByRole('status').filter({ hasText: 'Your 2 preview photos are ready.' })).toBeVisible();
  await expect(page.getByText(/Your selfie and these previews are deleted after 24 hours, unless you use the selfie to train\./)).toBeVisible();
  await screenshot(page, 'preview-photos-mobile');
  await page.setViewportSize({ width: 1280, height: 800 });
  await screenshot(page, 'preview-photos-desktop');

  // "Get 30 like this" leads to that style's pack, shown first and named as the preview's.
  await photos.getByRole('link', { name: 'Get 30 like this (LinkedIn headshot)' }).click();
  await expect(page).toHaveURL(/\/buy-packs\?.*pack=linkedin-headshots/);
  await expect(page.getByText('Like your preview')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Your free preview' })).toBeVisible();
  await screenshot(page, 'buy-packs-from-preview');

  // The one free preview is used: the server offers no second one.
  const mine = await (await page.request.get(`${API_URL}/ai-photographer/preview-service/mine`)).json();
  expect([mine.available, mine.reason, mine.preview.images.length]).toEqual([false, 'used', 2]);

  // Paid, the preview's selfie starts the training upload.
  await buyCreditsThroughTestCheckout(page);
  await page.goto('/train');
  const rules = page.getByRole('button', { name: 'I accept the rules' });
  const form = page.getByRole('form', { name: 'Train a model' });
  await expect(rules.or(form)).toBeVisible();
  if (await rules.isVisible()) await rules.click();
  await page.getByRole('button', { name: 'Use my preview selfie' }).click();
  await expect(page.getByRole('img', { name: 'Photo 1' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Use my preview selfie' })).toBeHidden();
  await page.getByLabel('Model name').fill('Grace');
  await page.getByLabel('Class').selectOption('woman');
  await chooseFiles(page, 'Add images', onePersonPhotos().slice(1, 12));
  await screenshot(page, 'train-with-preview-selfie');
  await page.getByRole('button', { name: /^Upload/ }).click();
  await expect(page.getByText('Training complete!')).toBeVisible({ timeout: TRAINING_TIMEOUT });
});
