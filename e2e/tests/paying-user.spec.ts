import { readFile } from 'node:fs/promises';
import { type Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, test } from './a11y';
import { API_URL, SHELL_URL } from '../harness/ports.mjs';
import {
  buyCreditsThroughApi, screenshot, signUpAndSignInThroughApi, trainModelThroughApi, uniqueEmail, zipEntries,
} from './support';

const PASSWORD = 'payinguser1';
const MODEL_NAME = 'Payer';

interface OutboxMessage { to_address: string; subject: string; text_body: string }

/** Full-page screenshot from the top, so the sticky bar is drawn where it belongs. */
async function shot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, name);
}

/** The account's balance as the server has it (gen-status). */
/** The mean colour (0..255 a channel) of a small square of an image the site serves, at fractions of its size. */
async function colourAt(page: Page, src: string, x: number, y: number): Promise<number[]> {
  const bytes = await (await page.request.get(new URL(src, API_URL).href)).body();
  const image = sharp(bytes);
  const { width, height } = await image.metadata();
  const size = 16;
  const { data } = await image.extract({ left: Math.round(x * width! - size / 2), top: Math.round(y * height! - size / 2), width: size, height: size })
    .removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const sums = [0, 0, 0];
  for (let i = 0; i < data.length; i += 3) for (let c = 0; c < 3; c += 1) sums[c]! += data[i + c]!;
  return sums.map((sum) => Math.round(sum / (size * size)));
}

const near = (actual: number[], expected: number[], tolerance: number) => actual.every((value, i) => Math.abs(value - expected[i]!) <= tolerance);

async function balanceOf(page: Page): Promise<number> {
  return (await (await page.request.get(`${API_URL}/ai-photographer/replicate-service/gen-status`)).json()).credits as number;
}

/** Spends credits through the API, as another tab of the same user would, until `left` remain. */
async function spendDownTo(page: Page, left: number): Promise<void> {
  for (let balance = await balanceOf(page); balance > left; balance = await balanceOf(page)) {
    const imageCount = Math.min(4, Math.floor((balance - left) / 10));
    const res = await page.request.post(`${API_URL}/ai-photographer/replicate-service/gen`, {
      headers: { origin: SHELL_URL }, data: { modelId: 'flux-base', prompt: 'a lake at dawn', imageCount },
    });
    expect(res.ok(), await res.text()).toBe(true);
  }
}

test('a paying user follows their money: prices before every click, a receipt and the history, a short balance explained, an album that outlives its model, a share link that lasts', async ({ page, request, browser }) => {
  test.setTimeout(420_000);
  const email = uniqueEmail('payer');
  // Signed in through the API: the sign-up and login pages are funnel.spec.ts's and accounts.spec.ts's.
  await signUpAndSignInThroughApi(page, email, PASSWORD);

  // The balance and a way to buy are in reach on every page.
  await page.goto('/help');
  await expect(page.getByLabel('Your balance: 0 credits')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Buy credits' })).toHaveAttribute('href', '/pricing');

  // A bundle (paid through the API: the checkout pages are commerce.spec.ts's): a receipt by e-mail, the
  // purchase on the account page, and the new balance in the bar.
  await buyCreditsThroughApi(page);
  let receipt: OutboxMessage | undefined;
  await expect.poll(async () => {
    const { messages } = (await (await request.get(`${API_URL}/dev/mail`)).json()) as { messages: OutboxMessage[] };
    receipt = messages.find((m) => m.to_address === email && m.subject.startsWith('Your receipt'));
    return receipt !== undefined;
  }, { message: 'a receipt e-mail' }).toBe(true);
  expect(receipt!.text_body).toContain('$39.99');
  expect(receipt!.text_body).toMatch(/Credits added: 3,?000/);
  expect(receipt!.text_body).toMatch(/Reference: \S+/);
  await page.goto('/account');
  const history = page.getByRole('region', { name: 'Purchases and credits' });
  await expect(history).toContainText('$39.99');
  await expect(history).toContainText(/3,?000/);
  await expect(page.getByLabel('Your balance: 3000 credits')).toBeVisible();
  await shot(page, 'account-purchases');
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByLabel('Your balance: 3000 credits')).toBeVisible();
  await shot(page, 'account-purchases-phone');
  await page.setViewportSize({ width: 1280, height: 720 });

  // Training says its price on the button.
  await page.goto('/train');
  await page.getByRole('button', { name: 'I accept the rules' }).click();
  await expect(page.getByRole('button', { name: 'Upload · 1150 credits' })).toBeDisabled();
  await trainModelThroughApi(page, MODEL_NAME); // the train page's upload is training.spec.ts's to prove
  expect(await balanceOf(page)).toBe(3000 - 1150);

  // Every spending button says what it costs before the click.
  await page.goto('/gen');
  await page.getByRole('button', { name: MODEL_NAME, exact: true }).click();
  await expect(page.getByRole('button', { name: 'Generate Image · 10 credits' })).toBeVisible();
  await page.getByRole('button', { name: 'Number of images: x1' }).click();
  await expect(page.getByRole('button', { name: 'Generate 2 Images · 20 credits' })).toBeVisible();
  await page.getByRole('button', { name: 'Number of images: x2' }).click();
  await page.getByRole('button', { name: 'Number of images: x3' }).click();
  await page.getByRole('button', { name: 'Number of images: x4' }).click();
  await page.getByRole('textbox', { name: 'Prompt' }).fill('model in a park');
  await page.getByRole('button', { name: 'Generate Image · 10 credits' }).click();
  const photos = page.getByRole('list', { name: 'My photos' }).getByRole('listitem');
  await expect(photos).toHaveCount(1, { timeout: 30_000 });
  await page.getByRole('button', { name: 'Open image 1' }).click();
  const viewer = page.getByRole('dialog', { name: `Photo of ${MODEL_NAME}` });
  await expect(viewer.getByRole('button', { name: 'Generate Again · 10 credits' })).toBeVisible();
  await screenshot(page, 'gen-viewer-prices');

  // Its share link is a public page that lasts: made once here, opened later by anyone.
  await viewer.getByRole('button', { name: 'Share' }).click();
  const share = page.getByRole('dialog', { name: 'Share this photo' });
  // The free-credits offer is the default mode for an eligible user: switch to a plain link.
  const offer = share.getByRole('switch', { name: /free credits for posting it on Reddit/ });
  await expect(offer).toBeVisible();
  if (await offer.isChecked()) await offer.click();
  const create = share.getByRole('button', { name: 'Create public link' });
  await expect(create.or(share.getByRole('textbox', { name: 'Photo link' }))).toBeVisible();
  if (await create.isVisible()) await create.click();
  const shareUrl = await share.getByRole('textbox', { name: 'Photo link' }).inputValue();
  expect(shareUrl).toMatch(/\/s\/[\w-]{20,}$/);
  expect(shareUrl).not.toMatch(/exp=|sig=/);
  await page.keyboard.press('Escape');
  await expect(share).toBeHidden();

  await viewer.getByRole('link', { name: 'Edit', exact: true }).click();
  await expect(page).toHaveURL(/\/edit\//);
  await expect(page.getByRole('button', { name: 'Apply Edit · 10 credits' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Ghibli filter · 10 credits' })).toBeVisible();
  await screenshot(page, 'edit-prices');

  // Studio backdrop, from the viewer: a new photo in the gallery, the background navy, the person as they were.
  await page.goto('/gen');
  await page.getByRole('button', { name: MODEL_NAME, exact: true }).click();
  await page.getByRole('button', { name: 'Open image 1' }).click();
  const sourceSrc = (await viewer.getByRole('img', { name: `Photo of ${MODEL_NAME}` }).getAttribute('src'))!;
  await viewer.getByRole('link', { name: 'Studio backdrop' }).click();
  await expect(page).toHaveURL(/\/edit\/[0-9a-f-]{36}\?tool=backdrop$/);
  const backdrops = page.getByRole('group', { name: 'Studio backdrop' });
  await expect(backdrops.getByRole('radio', { name: 'Light grey studio' })).toBeFocused();
  await backdrops.getByRole('radio', { name: 'Navy studio' }).check();
  const before = await balanceOf(page);
  await page.getByRole('button', { name: 'Apply backdrop · 10 credits' }).click();
  const result = page.getByRole('img', { name: 'Photo on a studio backdrop' });
  await expect(result).toBeVisible({ timeout: 60_000 });
  await expect.poll(() => balanceOf(page)).toBe(before - 10);
  const resultSrc = (await result.getAttribute('src'))!;
  const navy = [31, 42, 68];
  expect(near(await colourAt(page, resultSrc, 0.03, 0.03), navy, 12), 'the top-left corner is the navy backdrop').toBe(true);
  expect(near(await colourAt(page, resultSrc, 0.97, 0.3), navy, 12), 'the right edge is the navy backdrop').toBe(true);
  const [personBefore, personAfter] = await Promise.all([colourAt(page, sourceSrc, 0.5, 0.45), colourAt(page, resultSrc, 0.5, 0.45)]);
  expect(near(personAfter, personBefore, 10), `the person is unchanged: ${personBefore} → ${personAfter}`).toBe(true);
  await screenshot(page, 'studio-backdrop');
  const newFileId = (await page.getByRole('link', { name: 'Edit this image' }).getAttribute('href'))!.split('/').pop()!;
  await page.setViewportSize({ width: 390, height: 844 });
  await backdrops.scrollIntoViewIfNeeded();
  await screenshot(page, 'studio-backdrop-phone');
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto('/gen');
  await page.getByRole('button', { name: MODEL_NAME, exact: true }).click();
  await expect(photos).toHaveCount(2);
  await page.getByRole('button', { name: 'Open image 1' }).click();
  await expect(viewer.getByRole('link', { name: 'Studio backdrop' })).toHaveAttribute('href', `/edit/${newFileId}?tool=backdrop`);
  await screenshot(page, 'gen-viewer-backdrop');
  await page.keyboard.press('Escape');

  // A pack made with credits, priced on its card and in its confirmation.
  await page.goto('/packs');
  const linkedin = page.getByRole('article', { name: 'LinkedIn Headshots' });
  await linkedin.getByRole('button', { name: 'Generate Pack · 300 credits' }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirm Pack Purchase' });
  await confirm.getByRole('button', { name: 'Generate Pack · 300 credits' }).click();
  await expect(page).toHaveURL(/\/pack-generated\/\d+$/, { timeout: 120_000 });
  const albumPath = new URL(page.url()).pathname.replace('pack-generated', 'pack-inspect');
  await expect(page.getByRole('button', { name: /^Like photo/ })).toHaveCount(30, { timeout: 120_000 });

  // Out of credits: the button says so and offers to buy; a spend the server refuses explains itself.
  await page.goto('/gen');
  await spendDownTo(page, 10);
  await page.reload();
  await page.getByRole('button', { name: MODEL_NAME, exact: true }).click();
  await page.getByRole('textbox', { name: 'Prompt' }).fill('model at the beach');
  await expect(page.getByLabel('Your balance: 10 credits')).toBeVisible();
  await spendDownTo(page, 0); // spent meanwhile in another tab: this page still shows 10
  await page.getByRole('button', { name: 'Generate Image · 10 credits' }).click();
  const refusal = page.getByRole('alertdialog', { name: 'Not enough credits' });
  await expect(refusal).toContainText("You don't have enough credits to purchase this item. This costs 10 credits. You have 0 credits.");
  await screenshot(page, 'not-enough-credits-dialog');
  await refusal.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/\/pricing$/);
  // Pricing tells one story in credits and dollars.
  const story = page.getByRole('region', { name: 'How our prices add up' });
  await expect(story).toContainText('One model training');
  await expect(story).toContainText('1150 credits');
  await expect(story).toContainText('"Save 35%" is measured against a pack\'s one-time price');
  await story.scrollIntoViewIfNeeded();
  await screenshot(page, 'pricing-story');
  await page.goto('/gen');
  await page.getByRole('button', { name: MODEL_NAME, exact: true }).click();
  const buy = page.getByRole('link', { name: 'Buy credits (10 credits needed)' });
  await expect(buy).toHaveAccessibleDescription('Generate Image costs 10 credits. You have 0 credits.');
  await shot(page, 'gen-short-balance');

  // Delete the model, keeping its photos: the album stays whole, opens and downloads.
  await page.goto('/models');
  await page.getByRole('button', { name: `Delete ${MODEL_NAME}` }).click();
  const deletion = page.getByRole('dialog', { name: 'Delete this model?' });
  await expect(deletion.getByRole('checkbox', { name: 'Also delete every photo I made with this model' })).not.toBeChecked();
  await deletion.getByRole('button', { name: 'Delete model' }).click();
  await expect(page.getByText('The model is deleted.')).toBeVisible();
  await page.goto('/packs');
  await expect(page.getByText('Not made yet')).toHaveCount(0);
  await page.goto(albumPath);
  await page.getByRole('checkbox', { name: 'Show favorites only' }).uncheck().catch(() => undefined);
  await expect(page.getByRole('button', { name: /^Open photo/ })).toHaveCount(30);
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download all' }).click()]);
  expect(zipEntries(await readFile(await download.path()))).toHaveLength(30);
  // The album's viewer offers the same image tools as gen's.
  await page.getByRole('button', { name: /^Open photo/ }).first().click();
  const albumViewer = page.getByRole('dialog');
  await expect(albumViewer.getByRole('link', { name: 'Studio backdrop' })).toHaveAttribute('href', /^\/edit\/[0-9a-f-]{36}\?tool=backdrop$/);
  await screenshot(page, 'pack-inspect-viewer-backdrop');
  await page.keyboard.press('Escape');

  // The shared link, opened by someone else 40 days on (their clock; the link carries no expiry at all).
  const visitor = await browser.newContext();
  const stranger = await visitor.newPage();
  await stranger.clock.install({ time: new Date(Date.now() + 40 * 86_400_000) });
  const opened = await stranger.goto(shareUrl);
  expect(opened?.status()).toBe(200);
  await expect(stranger.locator('meta[property="og:image"]')).toHaveAttribute('content', /^https?:\/\/.+/);
  await expect(stranger.getByRole('img')).toBeVisible();
  await screenshot(stranger, 'share-page');
  await visitor.close();
});
