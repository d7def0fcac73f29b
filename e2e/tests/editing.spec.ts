import { type Locator, type Page } from '@playwright/test';
import { expect, test } from './a11y';
import {
  acceptAlert, base64, buyCreditsThroughTestCheckout, expectNavBalanceIsServers, generateOnePhoto, logIn, screenshot, signUpThroughApi, uniqueEmail,
} from './support';

const PASSWORD = 'editing-pass-1';

/** Full-page screenshot from the top, so the sticky nav bar is drawn where it belongs. */
async function shot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, name);
}

async function expectImageLoaded(image: Locator) {
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
}

/** Drags the mouse across the mask canvas from one fraction of its box to another. */
async function drag(page: Page, canvas: Locator, from: [number, number], to: [number, number]) {
  // The tools sit below the image: bring the canvas back into view (clear of the sticky header) first.
  await canvas.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  const box = (await canvas.boundingBox())!;
  await page.mouse.move(box.x + box.width * from[0], box.y + box.height * from[1]);
  await page.mouse.down();
  for (let step = 1; step <= 8; step += 1) {
    const t = step / 8;
    await page.mouse.move(box.x + box.width * (from[0] + (to[0] - from[0]) * t), box.y + box.height * (from[1] + (to[1] - from[1]) * t));
  }
  await page.mouse.up();
}

test('edit a generated photo with a mask and the Ghibli filter; upload a photo to edit; a disguised gif is refused', async ({ page, request }) => {
  test.setTimeout(180_000);
  const email = uniqueEmail('editing');
  await signUpThroughApi(request, email, PASSWORD);
  await page.goto(`/login?r=${encodeURIComponent(base64('/gen'))}`);
  await logIn(page, email, PASSWORD);
  await expect(page).not.toHaveURL(/\/login/);
  await buyCreditsThroughTestCheckout(page);

  // One photo from the base model: no training needed.
  await generateOnePhoto(page, 'a portrait of model in a rose garden, soft light');
  const photos = page.getByRole('list', { name: 'My photos' }).getByRole('listitem');

  // The viewer's Edit opens the editor.
  await page.getByRole('button', { name: 'Open image 1' }).click();
  await page.getByRole('dialog').getByRole('link', { name: 'Edit' }).click();
  await expect(page).toHaveURL(/\/edit\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: 'Edit image', level: 1 })).toBeVisible();
  await expectImageLoaded(page.getByRole('img', { name: 'Image to edit' }));

  // Two brush sizes and a rectangle, then Undo takes the rectangle back; the mask shows at 0.4 once drawn.
  const host = page.getByTestId('mask-canvas');
  const canvas = host.locator('canvas.upper-canvas');
  await expect(host).toHaveAttribute('data-opacity', '0');
  await expect(canvas).toBeVisible();
  await page.getByRole('radio', { name: 'Large' }).check();
  await drag(page, canvas, [0.3, 0.3], [0.6, 0.35]);
  await expect(host).toHaveAttribute('data-opacity', '0.4');
  await page.getByRole('radio', { name: 'Small' }).check();
  await drag(page, canvas, [0.3, 0.5], [0.7, 0.55]);
  await page.getByRole('radio', { name: 'Rectangle' }).check();
  await drag(page, canvas, [0.2, 0.6], [0.5, 0.8]);
  await page.getByRole('button', { name: 'Undo' }).click();
  await shot(page, 'editor-desktop');

  // Apply Edit: a new image of the user's, beside the original.
  await page.getByRole('textbox', { name: 'Prompt' }).fill('model wearing a straw hat');
  await page.getByRole('button', { name: 'Apply Edit' }).click();
  const result = page.getByRole('region', { name: 'Your new image' });
  await expectImageLoaded(result.getByRole('img', { name: 'Edited image' }));
  await expect(result.getByRole('link', { name: 'Edit this image' })).toHaveAttribute('href', /\/edit\/[0-9a-f-]{36}$/);
  // A mask edit's 10 credits show in the navigation at once (3000 bought, one photo, one edit).
  await expectNavBalanceIsServers(page, 2980);
  await page.setViewportSize({ width: 390, height: 844 });
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await shot(page, 'editor-phone');
  await page.setViewportSize({ width: 1280, height: 800 });

  // The Ghibli filter makes a styled copy; Download Image saves the original.
  await page.getByRole('button', { name: 'Ghibli filter' }).click();
  await expectImageLoaded(result.getByRole('img', { name: 'Ghibli-style image' }));
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download Image' }).click()]);
  expect(download.suggestedFilename()).toMatch(/\.(jpg|jpeg|png|webp)$/);

  // Both new images are the user's, in gen's gallery.
  await page.goto('/gen');
  await page.getByRole('button', { name: 'Base model' }).click();
  await expect(photos).toHaveCount(3);

  // Upload a PNG from disk: it lands in the editor.
  const png = await page.screenshot({ clip: { x: 0, y: 0, width: 640, height: 480 } });
  await page.goto('/gen');
  await page.getByRole('region', { name: 'My photos' }).getByRole('link', { name: 'Upload an image' }).click();
  await expect(page).toHaveURL(/\/upload-image$/);
  await page.getByLabel('Choose an image').setInputFiles({ name: 'my-photo.png', mimeType: 'image/png', buffer: png });
  await expectImageLoaded(page.getByRole('img', { name: 'Preview of the chosen image' }));
  await shot(page, 'upload-image');
  await page.getByRole('button', { name: 'Upload' }).click();
  await expect(page).toHaveURL(/\/edit\/[0-9a-f-]{36}$/);
  await expectImageLoaded(page.getByRole('img', { name: 'Image to edit' }));

  // A gif renamed .png is refused by its content.
  await page.goto('/upload-image');
  const gif = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
  await page.getByLabel('Choose an image').setInputFiles({ name: 'cat.png', mimeType: 'image/png', buffer: gif });
  await page.getByRole('button', { name: 'Upload' }).click();
  await acceptAlert(page, 'Only jpg, jpeg, and png files are allowed. Please select a valid image file.');
  await expect(page).toHaveURL(/\/upload-image$/);
});
