import { type APIRequestContext } from '@playwright/test';
import { expect, test } from './a11y';
import { API_URL } from '../harness/ports.mjs';
import {
  buyCreditsThroughApi, generateOnePhoto, logIn, screenshot, signUpAndSignInThroughApi, trainModelThroughApi, uniqueEmail, zipEntries,
} from './support';

const PASSWORD = 'privacypass1';
const MODEL_NAME = 'Privacy Pia';

/** The export link in the newest "data is ready" mail to this address (outbox mode). */
async function exportLink(request: APIRequestContext, to: string): Promise<string> {
  let link: string | undefined;
  await expect.poll(async () => {
    const { messages } = (await (await request.get(`${API_URL}/dev/mail`)).json()) as { messages: Array<{ to_address: string; subject: string; text_body: string }> };
    link = messages.find((m) => m.to_address === to && m.subject.includes('data is ready'))?.text_body.match(/https?:\/\/\S+\/ai-photographer\/files\/\S+/)?.[0];
    return link;
  }, { message: `the export e-mail to ${to}`, timeout: 30_000 }).toBeTruthy();
  // Links open the site; the API serves the file itself.
  const url = new URL(link as string);
  return `${API_URL}${url.pathname}${url.search}`;
}

test('export my data and open the zip, delete a model, then delete the account and see the old password refused', async ({ page, request }) => {
  test.setTimeout(360_000);
  const email = uniqueEmail('privacy');
  // Signed in, credits, a trained model, through the API: this journey is about the data they leave, not
  // the pages that made it (accounts, commerce and training journeys click through those).
  await signUpAndSignInThroughApi(page, email, PASSWORD);
  await buyCreditsThroughApi(page);
  await trainModelThroughApi(page, MODEL_NAME);
  await generateOnePhoto(page, 'a portrait in soft light');

  // Export: the account page starts it, the e-mail brings the link, the zip holds the photos and the JSON.
  await page.goto('/account');
  await page.getByRole('button', { name: 'Export my data' }).click();
  await expect(page.getByText('We are preparing your data.')).toBeVisible();
  await screenshot(page, 'privacy-export-started');
  const download = await request.get(await exportLink(request, email));
  expect(download.status()).toBe(200);
  const entries = zipEntries(await download.body());
  const names = entries.map((entry) => entry.name);
  expect(names.filter((name) => name.startsWith('training-photos/'))).toHaveLength(12);
  expect(names.filter((name) => name.startsWith('images/'))).toHaveLength(1);
  const json = JSON.parse(entries.find((entry) => entry.name === 'my-data.json')!.data.toString('utf8'));
  expect(json.account.email).toBe(email);
  expect(json.models.map((m: { name: string }) => m.name)).toEqual([MODEL_NAME]);
  expect(json.payments).toHaveLength(1);
  expect(json.ledger.length).toBeGreaterThanOrEqual(3); // the purchase, the training, the photo

  // Delete the model from My Models, on a phone-sized screen: the dialog says what goes and fits.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/models');
  await page.getByRole('button', { name: `Delete ${MODEL_NAME}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete this model?' });
  await expect(dialog).toContainText('the trained model at our GPU provider');
  await expect(dialog).toContainText('No credits are refunded for a trained model.');
  await expect(dialog.getByRole('checkbox', { name: 'Also delete every photo I made with this model' })).not.toBeChecked();
  const box = await dialog.boundingBox();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(390);
  await screenshot(page, 'privacy-delete-model-dialog-phone');
  await dialog.getByRole('button', { name: 'Delete model' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: `Delete ${MODEL_NAME}` })).toHaveCount(0);
  await expect(page.getByText('The model is deleted.')).toBeVisible();
  await screenshot(page, 'privacy-model-deleted-phone');
  await page.setViewportSize({ width: 1280, height: 800 });

  // Delete the account: the password confirms, the site signs out, and the old password no longer works.
  await page.goto('/account');
  await page.getByRole('button', { name: 'Delete my account' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete your account?' });
  await expect(confirm).toContainText('keep your payments and credit history only');
  await confirm.getByLabel('Your password').fill('not-my-password');
  await confirm.getByRole('button', { name: 'Delete my account' }).click();
  await expect(confirm.getByText('That password is not right. Your account was not deleted.')).toBeVisible();
  await confirm.getByLabel('Your password').fill(PASSWORD);
  await screenshot(page, 'privacy-delete-account-dialog');
  await confirm.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page).toHaveURL(/\/login/);
  await logIn(page, email, PASSWORD);
  await expect(page.getByText('Your email or password was not recognised.')).toBeVisible();
  await screenshot(page, 'privacy-login-refused');
});
