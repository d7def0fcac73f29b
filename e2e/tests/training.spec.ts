import { type Page } from '@playwright/test';
import { expect, test } from './a11y';
import { TRAINER } from '../harness/accounts.mjs';
import { API_URL } from '../harness/ports.mjs';
import {
  GROUP_PHOTO, base64, buyCreditsThroughTestCheckout, chooseFiles, logIn, onePersonPhotos, screenshot, signUpThroughApi, singleFacePhotos, uniqueEmail, TRAINING_TIMEOUT, UPLOAD_TIMEOUT,
} from './support';

const MODEL_NAME = 'E2E Anna';

/** Full-page screenshot from the top, so the sticky nav bar is drawn where it belongs. */
async function shot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, name);
}

test('train a model from selfies, fix a rejected photo, watch it finish, then edit it', async ({ page }) => {
  test.setTimeout(420_000);
  const faces = onePersonPhotos();
  expect(faces.length).toBeGreaterThanOrEqual(12);

  // The protected page sends us to log in and back.
  await page.goto('/train');
  await expect(page).toHaveURL(`/login?r=${encodeURIComponent(base64('/train'))}`);
  await logIn(page, TRAINER.email, TRAINER.password);
  await expect(page).toHaveURL(/\/train$/);

  // A new account accepts the rules first (a retry of this test finds them accepted).
  const rules = page.getByText('No nudity, explicit, offensive or illegal content.');
  await expect(rules.or(page.getByRole('form', { name: 'Train a model' }))).toBeVisible();
  if (test.info().retry === 0) await expect(rules).toBeVisible();
  if (await rules.isVisible()) await page.getByRole('button', { name: 'I accept the rules' }).click();

  // Fill the form with 11 single faces and a group photo in third place.
  const form = page.getByRole('form', { name: 'Train a model' });
  await expect(form).toBeVisible();
  await page.getByLabel('Model name').fill(MODEL_NAME);
  await page.getByLabel('Class').selectOption('woman');
  await page.getByRole('button', { name: 'With glasses' }).click();
  await chooseFiles(page, 'Add images', [...faces.slice(0, 2), GROUP_PHOTO, ...faces.slice(2, 11)]);
  await expect(page.getByRole('img', { name: /^Photo \d+$/ })).toHaveCount(12);
  await page.getByRole('button', { name: 'Upload' }).click();

  // The quality check turns down the group photo, and only that one, with its reason on the thumbnail.
  const third = page.getByRole('img', { name: 'Photo 3' });
  await expect(third).toHaveAccessibleDescription('More than one face found', { timeout: UPLOAD_TIMEOUT });
  await expect(page.getByText('Some photos did not pass the quality check.')).toBeVisible();
  await expect(page.getByTestId('photo-tile').filter({ hasText: /found|blurry|small|Duplicate|Not a JPG/ })).toHaveCount(1);
  await expect(page.getByLabel('Model name')).toHaveValue(MODEL_NAME);
  await shot(page, 'train-form-rejected');

  // Replace it with a twelfth face and upload again.
  await page.getByRole('button', { name: 'Remove photo 3' }).click();
  await expect(page.getByRole('button', { name: 'Upload' })).toBeDisabled();
  await chooseFiles(page, 'Add images', faces.slice(11, 12));
  await page.getByRole('button', { name: 'Upload' }).click();

  // The in-progress banner, which turns into the result by itself (no reload).
  await expect(page.getByText(`Training "${MODEL_NAME}"`)).toBeVisible({ timeout: TRAINING_TIMEOUT });
  await expect(page.getByText('Refresh the page to update training status')).toHaveCount(0);
  await expect(page.getByText(/About \d+ minutes? remaining/)).toBeVisible();
  await shot(page, 'train-in-progress');
  let reloaded = false;
  page.on('load', () => (reloaded = true));
  await expect(page.getByText('Training complete!')).toBeVisible({ timeout: TRAINING_TIMEOUT });
  expect(reloaded).toBe(false);
  await expect(page.getByRole('button', { name: 'Continue' })).toBeVisible();
  await shot(page, 'train-complete');

  // My Models lists the new model, ready to use.
  await page.goto('/models');
  await expect(page.getByRole('link', { name: 'Train a new model' })).toBeVisible();
  const entry = page.getByRole('button', { name: MODEL_NAME, exact: true });
  await expect(entry).toBeVisible();
  // The main image (a face crop of the first photo) loads from the API's signed URL.
  await expect.poll(() => entry.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await shot(page, 'models');

  // Edit it: change the class, save, and land back on My Models.
  await page.getByRole('link', { name: `Edit ${MODEL_NAME}` }).click();
  await expect(page).toHaveURL(/\/edit-model\/[^/]+$/);
  await expect(page.getByLabel('Class')).toHaveValue('woman');
  await expect(page.getByRole('button', { name: 'With glasses' })).toHaveAttribute('aria-pressed', 'true');
  await page.getByLabel('Class').selectOption('person');
  await expect(page.getByText(/Photo Packs and Templates are unavailable/)).toBeVisible();
  await shot(page, 'edit-model');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/models$/);
  await page.getByRole('link', { name: `Edit ${MODEL_NAME}` }).click();
  await expect(page.getByLabel('Class')).toHaveValue('person');

  // The form on a phone (behind the finished notice while the server still calls the training recent).
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/train');
  const again = page.getByRole('button', { name: 'Train A New Model' });
  await expect(form.or(again)).toBeVisible();
  if (await again.isVisible()) await again.click();
  await expect(form).toBeVisible();
  await chooseFiles(page, 'Add images', faces.slice(0, 5));
  await shot(page, 'train-form-mobile');
});

test('photos of several people: the strangers are marked before anything is spent, two removed, the rest confirmed as "These are all me"', async ({ page, request }) => {
  test.setTimeout(420_000);
  const email = uniqueEmail('look-alike');
  await signUpThroughApi(request, email, 'lookalike1');
  await page.goto('/login');
  await logIn(page, email, 'lookalike1');
  await expect(page).not.toHaveURL(/\/login/);
  await buyCreditsThroughTestCheckout(page);
  await page.goto('/train');
  await page.getByRole('button', { name: 'I accept the rules' }).click();
  const balance = async () => (await (await page.request.get(`${API_URL}/ai-photographer/replicate-service/gen-status`)).json()).credits as number;
  expect(await balance()).toBe(3000);

  // Eleven photos of one person, and three other people at places 3, 8 and 13.
  const me = onePersonPhotos();
  const strangers = singleFacePhotos().slice(4, 7);
  const photos = [...me.slice(0, 2), strangers[0]!, ...me.slice(2, 6), strangers[1]!, ...me.slice(6, 10), strangers[2]!, me[10]!];
  await page.getByLabel('Model name').fill('Mixed');
  await page.getByLabel('Class').selectOption('woman');
  await chooseFiles(page, 'Add images', photos);
  await expect(page.getByRole('img', { name: /^Photo \d+$/ })).toHaveCount(14);
  await page.getByRole('button', { name: 'Upload' }).click();

  // The three are marked on their tiles; nothing was spent and nothing trains.
  const warning = 'This photo does not look like the others';
  await expect(page.getByRole('img', { name: 'Photo 3' })).toHaveAccessibleDescription(warning, { timeout: UPLOAD_TIMEOUT });
  await expect(page.getByRole('img', { name: 'Photo 8' })).toHaveAccessibleDescription(warning);
  await expect(page.getByRole('img', { name: 'Photo 13' })).toHaveAccessibleDescription(warning);
  await expect(page.getByTestId('photo-tile').filter({ hasText: warning })).toHaveCount(3);
  await expect(page.getByText('Photos 3, 8 and 13: This photo does not look like the others.')).toBeVisible();
  await expect(page.getByText(/Nothing has been charged/)).toBeVisible();
  expect(await balance()).toBe(3000);
  await shot(page, 'train-look-alike-marked');
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, 'train-look-alike-marked-mobile');
  await page.setViewportSize({ width: 1280, height: 720 });

  // Remove two of them: the remaining twelve are kept, and uploading again marks the last one.
  await page.getByRole('button', { name: 'Remove photo 13' }).click();
  await page.getByRole('button', { name: 'Remove photo 8' }).click();
  await expect(page.getByText('You changed the photos: upload them again to check them.')).toBeVisible();
  await expect(page.getByRole('img', { name: /^Photo \d+$/ })).toHaveCount(12);
  await page.getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByRole('img', { name: 'Photo 3' })).toHaveAccessibleDescription(warning, { timeout: UPLOAD_TIMEOUT });
  await expect(page.getByTestId('photo-tile').filter({ hasText: warning })).toHaveCount(1);
  expect(await balance()).toBe(3000);

  // "These are all me" says what it costs, then spends it once and starts the training.
  await page.getByRole('button', { name: 'These are all me · 1150 credits' }).click();
  await expect(page.getByText('Training "Mixed"')).toBeVisible({ timeout: UPLOAD_TIMEOUT });
  expect(await balance()).toBe(3000 - 1150);
  await expect(page.getByText('Training complete!')).toBeVisible({ timeout: TRAINING_TIMEOUT });
});
