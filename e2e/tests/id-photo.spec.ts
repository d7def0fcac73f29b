import path from 'node:path';
import sharp from 'sharp';
import { expect, test } from './a11y';
import { API_URL } from '../harness/ports.mjs';
import { buyCreditsThroughApi, screenshot, signUpAndSignInThroughApi, uniqueEmail } from './support';

/** A portrait with a plain off-white background and room around the head (server/test/fixtures/id-photo/README.md). */
const PORTRAIT = path.resolve(import.meta.dirname, '..', '..', 'server', 'test', 'fixtures', 'id-photo', 'good-room.jpg');

test('ID photos: the landing explains, then upload → US passport → every rule met → the digital file and the 4 × 6 in sheet', async ({ page }) => {
  test.setTimeout(180_000);
  // The public landing: the rules, the documents with their sources, the way in.
  await page.goto('/passport-photos');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await screenshot(page, 'passport-photos-landing');
  await page.setViewportSize({ width: 390, height: 844 });
  await screenshot(page, 'passport-photos-landing-phone');
  await page.setViewportSize({ width: 1280, height: 720 });

  await signUpAndSignInThroughApi(page, uniqueEmail('idphoto'), 'idphotouser1');
  await buyCreditsThroughApi(page);
  await page.goto('/id-photo');
  await expect(page.getByRole('heading', { name: 'ID & passport photos', level: 1 })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search country or document' }).fill('united states pass');
  await page.getByRole('radio', { name: /United States Passport/ }).check();
  await page.getByLabel('Upload a photo').setInputFiles(PORTRAIT);
  await screenshot(page, 'id-photo-ready');

  await page.getByRole('button', { name: 'Make ID photo · 10 credits' }).click();
  const result = page.getByRole('img', { name: 'ID photo for United States Passport' });
  await expect(result).toBeVisible({ timeout: 90_000 });
  // Every line of the report met, each one said in words.
  const report = page.getByRole('list', { name: 'Compliance report' });
  await expect(report.getByRole('listitem').first()).toBeVisible();
  await expect(report.getByText('✗ Not met')).toHaveCount(0);
  await expect(report.getByText('Head height')).toBeVisible();
  await screenshot(page, 'id-photo-result');

  // The digital file: 600 × 600 px, under 240 KB.
  const [digital] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download the digital file' }).click()]);
  const digitalBytes = await sharp(await digital.path()).metadata();
  expect([digitalBytes.width, digitalBytes.height]).toEqual([600, 600]);
  expect(digitalBytes.size ?? (await import('node:fs')).statSync(await digital.path()).size).toBeLessThanOrEqual(240_000);
  // The 4 × 6 in sheet: 1,800 × 1,200 px at 300 DPI.
  const [sheet] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: /^Download the 4 × 6 in photo paper sheet/ }).click()]);
  const sheetMeta = await sharp(await sheet.path()).metadata();
  expect([sheetMeta.width, sheetMeta.height, sheetMeta.density]).toEqual([1800, 1200, 300]);
  // Its files are the user's photos, reachable as any other.
  const status = await (await page.request.get(`${API_URL}/ai-photographer/replicate-service/gen-status`)).json();
  expect(status.credits).toBe(3000 - 10);

  await page.setViewportSize({ width: 390, height: 844 });
  await screenshot(page, 'id-photo-result-phone');
});
