import { type Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, test } from './a11y';
import { API_URL, SHELL_URL } from '../harness/ports.mjs';
import { buyCreditsThroughApi, FACES_DIR, screenshot, signUpAndSignInThroughApi, trainModelThroughApi, uniqueEmail } from './support';
import path from 'node:path';

const MODEL_NAME = 'Dresser';
/** A real portrait for the HD step (the one-person set's first photo). */
const PORTRAIT = path.join(FACES_DIR, 'one-person', 'photo-01.jpg');

/** The bytes of an image the site serves. */
async function served(page: Page, src: string): Promise<Buffer> {
  return (await page.request.get(new URL(src, API_URL).href)).body();
}

/** The mean colour (0..255 a channel) of a square of an image, at fractions of its size. */
async function colourAt(image: Buffer, x: number, y: number, size = 24): Promise<number[]> {
  const { width, height } = await sharp(image).metadata();
  const { data } = await sharp(image).extract({ left: Math.round(x * width! - size / 2), top: Math.round(y * height! - size / 2), width: size, height: size })
    .removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const sums = [0, 0, 0];
  for (let i = 0; i < data.length; i += 3) for (let c = 0; c < 3; c += 1) sums[c]! += data[i + c]!;
  return sums.map((sum) => Math.round(sum / (size * size)));
}

const distance = (a: number[], b: number[]) => Math.max(...a.map((value, i) => Math.abs(value - b[i]!)));

async function balanceOf(page: Page): Promise<number> {
  return (await (await page.request.get(`${API_URL}/ai-photographer/replicate-service/gen-status`)).json()).credits as number;
}

test('a trained user changes the outfit of a photo, then makes an HD copy of it', async ({ page }) => {
  test.setTimeout(300_000);
  // Setup through the API: an account with credits, a trained model and one photo of it.
  await signUpAndSignInThroughApi(page, uniqueEmail('outfit'), 'outfituser1');
  await buyCreditsThroughApi(page);
  const modelId = await trainModelThroughApi(page, MODEL_NAME);
  const made = await page.request.post(`${API_URL}/ai-photographer/replicate-service/gen`, {
    headers: { origin: SHELL_URL }, data: { prompt: 'model in an office, waist up', modelId, imageCount: 1 },
  });
  expect(made.ok(), await made.text()).toBe(true);

  // The viewer's Change outfit opens the image tools at the outfits, the first one focused.
  await page.goto('/gen');
  await page.getByRole('button', { name: MODEL_NAME, exact: true }).click();
  await page.getByRole('button', { name: 'Open image 1' }).click();
  const viewer = page.getByRole('dialog');
  const sourceSrc = (await viewer.getByRole('img', { name: `Photo of ${MODEL_NAME}` }).getAttribute('src'))!;
  await viewer.getByRole('link', { name: 'Change outfit' }).click();
  await expect(page).toHaveURL(/\/edit\/[0-9a-f-]{36}\?tool=outfit$/);
  const outfits = page.getByRole('group', { name: 'Change outfit' });
  await expect(outfits.getByRole('radio', { name: 'Navy suit, white shirt' })).toBeFocused();
  await expect(outfits.getByRole('radio')).toHaveCount(9); // eight presets and "Describe an outfit"
  await screenshot(page, 'outfit-tools');

  // Describe an outfit: the words are asked for before anything is spent.
  await outfits.getByRole('radio', { name: 'Describe an outfit' }).check();
  await page.getByRole('button', { name: 'Change outfit · 10 credits' }).click();
  await expect(page.getByText('Describe the outfit in a few words.')).toBeVisible();
  await outfits.getByRole('radio', { name: 'Navy suit, white shirt' }).check();

  const before = await balanceOf(page);
  await page.getByRole('button', { name: 'Change outfit · 10 credits' }).click();
  const result = page.getByRole('img', { name: 'Photo in the new outfit' });
  await expect(result).toBeVisible({ timeout: 60_000 });
  await expect.poll(() => balanceOf(page)).toBe(before - 10);
  const [source, dressed] = await Promise.all([served(page, sourceSrc), served(page, (await result.getAttribute('src'))!)]);
  // The offline engine repaints the clothes below the chin and keeps every pixel of the face.
  const [faceBefore, faceAfter] = await Promise.all([colourAt(source, 0.5, 0.4), colourAt(dressed, 0.5, 0.4)]);
  expect(distance(faceBefore, faceAfter), `the face is unchanged: ${faceBefore} → ${faceAfter}`).toBeLessThanOrEqual(8);
  const [clothesBefore, clothesAfter] = await Promise.all([colourAt(source, 0.2, 0.95), colourAt(dressed, 0.2, 0.95)]);
  // Navy is blue over red: whatever colour the clothes were, they are bluer than they were by far.
  const blueness = ([red, , blue]: number[]) => blue! - red!;
  expect(blueness(clothesAfter) - blueness(clothesBefore), `the clothes became navy: ${clothesBefore} → ${clothesAfter}`).toBeGreaterThan(20);
  await screenshot(page, 'outfit-result');
  await page.setViewportSize({ width: 390, height: 844 });
  await outfits.scrollIntoViewIfNeeded();
  await screenshot(page, 'outfit-tools-phone');
  await page.setViewportSize({ width: 1280, height: 720 });

  // First in the gallery; its own viewer leads to HD.
  const dressedId = (await page.getByRole('link', { name: 'Edit this image' }).getAttribute('href'))!.split('/').pop()!;
  await page.goto('/gen');
  await page.getByRole('button', { name: MODEL_NAME, exact: true }).click();
  await expect(page.getByRole('list', { name: 'My photos' }).getByRole('listitem')).toHaveCount(2);
  await page.getByRole('button', { name: 'Open image 1' }).click();
  await expect(viewer.getByRole('link', { name: 'Change outfit' })).toHaveAttribute('href', `/edit/${dressedId}?tool=outfit`);
  await viewer.getByRole('link', { name: 'HD' }).click();
  await expect(page).toHaveURL(`/edit/${dressedId}?tool=hd`);
  const { width, height } = (await sharp(dressed).metadata()) as { width: number; height: number };
  const sizes = page.getByRole('group', { name: 'HD' });
  await expect(sizes.getByRole('radio', { name: `HD 2× ${width * 2} × ${height * 2} px` })).toBeFocused();
  await expect(page.getByText('The long side is at most 4,096 px.')).toBeVisible();
  await screenshot(page, 'hd-tools');

  // HD 2× of an uploaded photo (its result page is the image tools): the real ESRGAN takes ~25 s of a core for the
  // 768 × 1024 photo above, which starves the journeys beside it on two cores; a 240 × 320 photo takes ~2 s.
  const small = await sharp(PORTRAIT).resize(240, 320, { fit: 'cover' }).jpeg({ quality: 90 }).toBuffer();
  const uploaded = await page.request.post(`${API_URL}/ai-photographer/upload-service/upload-image`, {
    headers: { origin: SHELL_URL }, multipart: { file: { name: 'me.jpg', mimeType: 'image/jpeg', buffer: small } },
  });
  expect(uploaded.ok(), await uploaded.text()).toBe(true);
  await page.goto(`${(await uploaded.json()).nextPage}?tool=hd`);
  await expect(page.getByRole('group', { name: 'HD' }).getByRole('radio', { name: 'HD 2× 480 × 640 px' })).toBeFocused();
  const beforeHd = await balanceOf(page);
  await page.getByRole('button', { name: 'Make HD 2× · 10 credits' }).click();
  const hd = page.getByRole('img', { name: 'HD photo' });
  await expect(hd).toBeVisible({ timeout: 120_000 });
  await expect.poll(() => balanceOf(page)).toBe(beforeHd - 10);
  const hdBytes = await served(page, (await hd.getAttribute('src'))!);
  const hdSize = await sharp(hdBytes).metadata();
  expect([hdSize.width, hdSize.height]).toEqual([480, 640]);
  await expect(page.getByRole('region', { name: 'Your new image' }).getByText('480 × 640 px', { exact: true })).toBeVisible();
  await screenshot(page, 'hd-result');
  await page.setViewportSize({ width: 390, height: 844 });
  await screenshot(page, 'hd-result-phone');
});
