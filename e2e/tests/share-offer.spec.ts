import { request as playwrightRequest, type APIRequestContext, type Page } from '@playwright/test';
import bcrypt from 'bcryptjs';
import { checkA11y, expect, test } from './a11y';
import { API_URL, FAKE_REDDIT_URL, SHELL_URL } from '../harness/ports.mjs';
import { ADMIN } from '../harness/accounts.mjs';
import {
  acceptAlert, base64, buyCreditsThroughTestCheckout, expectNavBalanceIsServers, generateOnePhoto, logIn, screenshot, signUpThroughApi, uniqueEmail,
} from './support';

// The API here runs with OFFER_HOLD_SECONDS=3, OFFER_SWEEP_SECONDS=1 and OFFER_MIN_ACCOUNT_AGE_HOURS=0
// (harness/start-api.mjs), and reads posts from the fake Reddit on FAKE_REDDIT_URL.
const PASSWORD = 'share-offer-pass-1';
// api-client's texts (offer-service/verify-reddit-share.ts), word for word: specs do not load the TypeScript packages.
const CREDITS_AWARDED_MESSAGE = 'Credits awarded!';
const ALREADY_REWARDED_MESSAGE = "You've already earned credits for this Reddit post. Please share a different image or create a new post.";
const REDDIT_SUBMIT = 'https://www.reddit.com/**';

const api = (path: string) => `${API_URL}/ai-photographer/${path}`;
const headers = { origin: SHELL_URL };

/** A post id the fake has not seen in this run (Reddit's ids are short lowercase base-36). */
const postId = (tag: string) => `${tag}${Date.now().toString(36).slice(-6)}${Math.floor(Math.random() * 36 ** 2).toString(36)}`;
const postLink = (subreddit: string, id: string) => `https://www.reddit.com/r/${subreddit}/comments/${id}/x/`;

async function addRedditPost(request: APIRequestContext, post: { id: string; subreddit: string; url: string }) {
  const res = await request.post(`${FAKE_REDDIT_URL}/__test/posts`, { data: post });
  expect(res.status(), `fake Reddit accepted post ${post.id}`).toBe(201);
}

async function account(page: Page): Promise<{ credits: number; pending: number }> {
  const [status, pending] = await Promise.all([
    page.request.get(api('replicate-service/gen-status'), { headers }),
    page.request.get(api('offer-service/pending-free-credits'), { headers }),
  ]);
  return { credits: ((await status.json()) as { credits: number }).credits, pending: ((await pending.json()) as { pendingCredits: number }).pendingCredits };
}

const shareDialog = (page: Page) => page.getByRole('dialog', { name: 'Share this photo' });
const offerSwitch = (page: Page) => shareDialog(page).getByRole('switch', { name: /free credits for posting it on Reddit/ });

/** Types a post link into the open dialog and submits it. */
async function submitPost(page: Page, link: string) {
  const field = shareDialog(page).getByRole('textbox', { name: 'Reddit post URL' });
  await field.fill(link);
  await shareDialog(page).getByRole('button', { name: 'Submit for Credits' }).click();
}

test('share a photo on Reddit for free credits: prepare, post, verify, refusals, already rewarded, credits after the hold', async ({ page, context, request }) => {
  test.setTimeout(180_000);
  // Reddit's submit page itself is never reached: the new tab gets a stub, and we read what it was given.
  await context.route(REDDIT_SUBMIT, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><html lang="en"><title>Reddit (stub)</title><p>Submit page stub</p></html>' }),
  );
  const email = uniqueEmail('share');
  await signUpThroughApi(request, email, PASSWORD);
  await page.goto(`/login?r=${encodeURIComponent(base64('/gen'))}`);
  await logIn(page, email, PASSWORD);
  await expect(page).not.toHaveURL(/\/login/);
  await buyCreditsThroughTestCheckout(page);
  await generateOnePhoto(page, 'a portrait of model on a mountain top, golden hour');
  const { CreditsAmount: reward } = (await (await page.request.get(api('offer-service/offer-types/by-type/reddit_share'), { headers })).json()) as { CreditsAmount: number };
  expect(reward).toBeGreaterThan(0);
  const before = await account(page);
  expect(before.pending).toBe(0);

  // Share → offer mode is on by default for an eligible user; r/aiart; prepare opens Reddit's submit page.
  await page.getByRole('button', { name: 'Share image 1' }).click();
  await expect(offerSwitch(page)).toBeChecked();
  await expect(offerSwitch(page)).toHaveAccessibleName(`Get ${reward} free credits for posting it on Reddit`);
  await shareDialog(page).getByRole('radio', { name: 'r/aiart' }).check();
  await checkA11y(page, 'share dialog (offer mode)');
  await screenshot(page, 'share-dialog-offer');
  const [popup] = await Promise.all([
    page.waitForEvent('popup'),
    shareDialog(page).getByRole('button', { name: 'Prepare image and open Reddit' }).click(),
  ]);
  await popup.waitForURL(/^https:\/\/www\.reddit\.com\/r\/aiart\/submit\?/);
  const submitUrl = new URL(popup.url());
  const hosted = submitUrl.searchParams.get('url') ?? '';
  expect(submitUrl.searchParams.get('title')).toBe('Made with AI Photographer');
  await popup.close();
  await expect(shareDialog(page).getByRole('link', { name: 'Open r/aiart submit page' })).toHaveAttribute('href', submitUrl.href);

  // The hosted copy is public (asked without any session) and an image.
  const anonymous = await playwrightRequest.newContext();
  const copy = await anonymous.get(hosted);
  expect(copy.status()).toBe(200);
  expect(copy.headers()['content-type']).toMatch(/^image\//);
  await anonymous.dispose();

  const good = postId('ok');
  const elsewhere = postId('el');
  const pics = postId('pi');
  await addRedditPost(request, { id: good, subreddit: 'aiart', url: hosted });
  await addRedditPost(request, { id: elsewhere, subreddit: 'aiart', url: 'https://example.com/cat.jpg' });
  // The link pasted names r/aiart, but Reddit says the post is in r/pics: Reddit's word counts.
  await addRedditPost(request, { id: pics, subreddit: 'pics', url: hosted });

  // Refusals carry the server's reason, and the dialog stays open for another try.
  await submitPost(page, postLink('aiart', pics));
  await expect(shareDialog(page).getByRole('alert')).toContainText(/r\/aiart or r\/selfies/);
  await submitPost(page, postLink('aiart', elsewhere));
  await expect(shareDialog(page).getByRole('alert')).toContainText(/prepared/);
  expect((await account(page)).pending).toBe(0);

  // A second tab, its dialog opened while the user is still eligible, for the post once it is rewarded.
  const otherTab = await context.newPage();
  await otherTab.goto('/gen');
  await otherTab.getByRole('button', { name: 'Share image 1' }).click();
  await expect(offerSwitch(otherTab)).toBeChecked();

  // The real post: credits awarded, the dialog closes after 2 s, gen shows them pending.
  await submitPost(page, postLink('aiart', good));
  await expect(shareDialog(page).getByRole('status').filter({ hasText: CREDITS_AWARDED_MESSAGE })).toBeVisible();
  await expect(shareDialog(page)).toBeHidden({ timeout: 5_000 });
  await expect(page.getByText(`${reward} free credits pending`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Share image 1' })).toBeFocused();

  // The same post again (from the other tab): HTTP 400, already rewarded.
  await submitPost(otherTab, postLink('aiart', good));
  await expect(shareDialog(otherTab).getByRole('alert')).toHaveText(ALREADY_REWARDED_MESSAGE);
  await otherTab.close();

  // After the hold the sweep moves the credits into the balance, once.
  await expect
    .poll(() => account(page), { timeout: 15_000, message: 'pending credits granted after the hold' })
    .toEqual({ credits: before.credits + reward, pending: 0 });
  await page.waitForTimeout(2_500); // two more sweeps: nothing more is granted
  expect(await account(page)).toEqual({ credits: before.credits + reward, pending: 0 });
  // A grant made in the background: coming back to the tab brings it to the navigation, with no reload.
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  await expectNavBalanceIsServers(page, before.credits + reward);
  await page.reload();
  // The page's own balance (the navigation shows it too once its balance query has answered).
  await expect(page.locator('#content').getByText(String(before.credits + reward), { exact: true })).toBeVisible();
  await expect(page.getByText(/free credits pending/)).toBeHidden();

  // Eligibility is asked afresh: with a claim just made, the offer is off and says why. On a phone the dialog fits.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: 'Share image 1' }).click();
  await expect(offerSwitch(page)).toBeDisabled();
  await expect(offerSwitch(page)).not.toBeChecked();
  await expect(offerSwitch(page)).toHaveAccessibleDescription(/.+/);
  await expect(shareDialog(page).getByRole('button', { name: 'Create public link' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await screenshot(page, 'share-dialog-phone');
  await page.keyboard.press('Escape');
  await expect(shareDialog(page)).toBeHidden();

  // /test is for admins: a user is sent home.
  await page.goto('/test');
  await expect(page).toHaveURL(/\/$/);
});

test('an admin uses the internal tools page: login status, password pre-hash, pricing calculator', async ({ page }) => {
  await page.goto(`/login?r=${encodeURIComponent(base64('/test'))}`);
  await logIn(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/\/test$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Admin tools' })).toBeVisible();

  // The raw reply of auth-service/status, as JSON.
  await page.getByRole('button', { name: 'Check login status' }).click();
  await acceptAlert(page, '"logged-in"');

  // The pre-hash sign-in sends, with this deployment's salt and suffix.
  const config = (await (await page.request.get(api('runtime-config'))).json()) as { passwordSalt: string; passwordSuffix: string };
  await page.getByLabel('Password', { exact: true }).fill('correct horse 1');
  await page.getByRole('button', { name: 'Hash password' }).click();
  await expect(page.getByRole('textbox', { name: 'Client pre-hash' })).toHaveValue(bcrypt.hashSync(`correct horse 1${config.passwordSuffix}`, config.passwordSalt));

  // The calculator: the default bundle, then every plan and bundle on sale.
  const figure = (label: string) => page.locator('dl dt').filter({ hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]');
  await expect(figure('Margin')).toHaveText('$7.60');
  await expect(figure('Margin rate')).toHaveText('50.7 %');
  const table = page.getByRole('table', { name: 'Plans and bundles on sale' });
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  expect(await table.getByRole('row').count()).toBeGreaterThan(2);
  await screenshot(page, 'admin-tools');
  await page.setViewportSize({ width: 390, height: 844 });
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await screenshot(page, 'admin-tools-phone');
});
