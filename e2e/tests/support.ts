import { expect, type APIRequestContext, type Page } from '@playwright/test';
import bcrypt from 'bcryptjs';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { API_URL, SHELL_URL } from '../harness/ports.mjs';
import { checkA11y } from './a11y';

export const SCREENSHOTS = path.resolve(import.meta.dirname, '..', 'screenshots');
fs.mkdirSync(SCREENSHOTS, { recursive: true });

/** A full-page screenshot of a settled page, which is also a moment to audit it with axe. */
export async function screenshot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: path.join(SCREENSHOTS, `${name}.png`), fullPage: true });
  await checkA11y(page, name);
}

/**
 * Waits until the shell marks the site interactive (shell/src/runtime/start-gate.tsx): a prerendered page is
 * visible before it hydrates, and a click that lands before hydration does nothing, as for a real visitor.
 */
export async function waitUntilInteractive(page: Page): Promise<void> {
  await page.waitForFunction(() => performance.getEntriesByName('shell:interactive').length > 0);
}

export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
}

interface OutboxMessage {
  to_address: string;
  subject: string;
  text_body: string;
  created_at: string;
}

/** The newest link of the given page in an e-mail the product "sent" to this address (outbox mode). */
export async function linkFromLatestMail(request: APIRequestContext, to: string, pagePath: string): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(async () => {
      const res = await request.get(`${API_URL}/dev/mail`);
      const { messages } = (await res.json()) as { messages: OutboxMessage[] };
      const mail = messages.find((m) => m.to_address === to && m.text_body.includes(pagePath));
      found = mail?.text_body.match(new RegExp(`https?://\\S+${pagePath}\\?\\S+`))?.[0];
      return found;
    }, { message: `an e-mail to ${to} with a ${pagePath} link` })
    .toBeTruthy();
  return found as string;
}

/** Dismisses the product's alert dialog after checking its text. */
export async function acceptAlert(page: Page, text: string | RegExp): Promise<void> {
  const alert = page.getByRole('alertdialog');
  await expect(alert).toContainText(text);
  await alert.getByRole('button', { name: 'OK' }).click();
  await expect(alert).toBeHidden();
}

export async function logIn(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

export function base64(text: string): string {
  return Buffer.from(text, 'utf8').toString('base64');
}

/** Signs a user up through the API alone (a fixture for journeys that are not about sign-up). */
export async function signUpThroughApi(request: APIRequestContext, email: string, password: string): Promise<void> {
  const headers = { origin: API_URL };
  await request.post(`${API_URL}/ai-photographer/auth-service/check-email`, { data: { email, currentUrl: '', persona: null }, headers });
  const link = await linkFromLatestMail(request, email, '/activate');
  const code = new URL(link).searchParams.get('code');
  const config = await (await request.get(`${API_URL}/ai-photographer/runtime-config`)).json();
  const res = await request.post(`${API_URL}/ai-photographer/auth-service/activate`, {
    headers,
    data: {
      code, firstName: 'Test', lastName: 'User', referredFrom: 'google', termsAccepted: true,
      password: bcrypt.hashSync(password + config.passwordSuffix, config.passwordSalt),
    },
  });
  expect((await res.json()).status).toBe('activated');
}

/**
 * Signs a user up through the API in the page's own browser context (page.request shares its cookies): the
 * activation opens a session, so the page starts signed in without the login form. For journeys that are
 * not about signing up or in (accounts.spec.ts and the funnel prove those by clicking).
 */
export async function signUpAndSignInThroughApi(page: Page, email: string, password: string): Promise<void> {
  await signUpThroughApi(page.request, email, password);
}

/** The face photos the server's tests use too: `face-01.jpg`, … (one face each, 14 people) and `group.jpg` (several). */
export const FACES_DIR = path.resolve(import.meta.dirname, '..', '..', 'server', 'test', 'fixtures', 'faces');

/** Fourteen different people, one photo each: an upload of them waits for "These are all me". */
export function singleFacePhotos(): string[] {
  return fs
    .readdirSync(FACES_DIR)
    .filter((name) => name.startsWith('face-'))
    .sort()
    .map((name) => path.join(FACES_DIR, name));
}

/** Twenty photos of one person (face-01's, `faces/one-person`, see build-one-person.ts): an upload of them trains at once. */
export function onePersonPhotos(): string[] {
  const folder = path.join(FACES_DIR, 'one-person');
  return fs.readdirSync(folder).filter((name) => name.endsWith('.jpg')).sort().map((name) => path.join(folder, name));
}

export const GROUP_PHOTO = path.join(FACES_DIR, 'group.jpg');

/** Picks files through the page's own button, so whatever it checks before opening the dialog runs too. */
export async function chooseFiles(page: Page, buttonName: string, files: string[]): Promise<void> {
  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), page.getByRole('button', { name: buttonName }).click()]);
  await chooser.setFiles(files);
}

/** A zip's entries, read from its central directory as unzip tools do; `data` is as stored (the raw bytes when not deflated). */
export function zipEntries(zip: Buffer): Array<{ name: string; stored: boolean; data: Buffer }> {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (end < 0) throw new Error('not a zip: no end-of-central-directory record');
  const count = zip.readUInt16LE(end + 10);
  let offset = zip.readUInt32LE(end + 16);
  const entries: Array<{ name: string; stored: boolean; data: Buffer }> = [];
  for (let index = 0; index < count; index += 1) {
    if (zip.readUInt32LE(offset) !== 0x02014b50) throw new Error(`bad central directory entry ${index}`);
    const nameLength = zip.readUInt16LE(offset + 28);
    const local = zip.readUInt32LE(offset + 42);
    const dataStart = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    entries.push({
      name: zip.toString('utf8', offset + 46, offset + 46 + nameLength),
      stored: zip.readUInt16LE(offset + 10) === 0,
      data: zip.subarray(dataStart, dataStart + zip.readUInt32LE(offset + 20)),
    });
    offset += 46 + nameLength + zip.readUInt16LE(offset + 30) + zip.readUInt16LE(offset + 32);
  }
  return entries;
}

/** Buys the smallest credit bundle (3000) through the local test checkout: the API starts it, the page pays. */
export async function buyCreditsThroughTestCheckout(page: Page): Promise<void> {
  const res = await page.request.post(`${API_URL}/ai-photographer/subscription-service/create-checkout-session`, {
    headers: { origin: SHELL_URL },
    data: { purchaseType: 'payg', credits: 3000, originatingPagePath: '/payg-pricing' },
  });
  expect(res.ok()).toBe(true);
  const { url } = (await res.json()) as { url: string };
  await page.goto(url);
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page).toHaveURL(/\/purchase-confirmation\?type=payg/);
}

/**
 * Buys the smallest credit bundle (3000) through the API alone: the checkout started as the pricing page
 * starts it, then the test checkout's Pay form posted as its page posts it (the same fulfilment, receipt
 * and history). For journeys that are not about the checkout pages (commerce.spec.ts clicks through them).
 */
export async function buyCreditsThroughApi(page: Page): Promise<void> {
  const res = await page.request.post(`${API_URL}/ai-photographer/subscription-service/create-checkout-session`, {
    headers: { origin: SHELL_URL },
    data: { purchaseType: 'payg', credits: 3000, originatingPagePath: '/payg-pricing' },
  });
  expect(res.ok()).toBe(true);
  const { url } = (await res.json()) as { url: string };
  const paid = await page.request.post(`${url}/pay`, {
    headers: { origin: new URL(url).origin, 'content-type': 'application/x-www-form-urlencoded' },
    data: '',
    maxRedirects: 0,
  });
  expect(paid.status(), await paid.text()).toBe(303);
  expect(paid.headers().location).toMatch(/\/purchase-confirmation\?type=payg/);
}

/**
 * How long a journey waits for an upload's screening (every photo's faces found and described in worker
 * threads) and for a mock training to end. Seconds on an idle machine; on a busy 2-core one, with two
 * journeys uploading at once beside the server suite, an upload alone has taken over 30 s.
 */
export const UPLOAD_TIMEOUT = 120_000;
export const TRAINING_TIMEOUT = 180_000;

/** Trains a model of 12 selfies through the train page (mock engine, seconds), accepting the rules first if asked. */
export async function trainModelThroughPage(page: Page, name: string, modelClass = 'woman'): Promise<void> {
  if (!new URL(page.url()).pathname.endsWith('/train')) await page.goto('/train');
  const rules = page.getByRole('button', { name: 'I accept the rules' });
  const form = page.getByRole('form', { name: 'Train a model' });
  await expect(rules.or(form)).toBeVisible();
  if (await rules.isVisible()) await rules.click();
  await expect(form).toBeVisible();
  await page.getByLabel('Model name').fill(name);
  await page.getByLabel('Class').selectOption(modelClass);
  await chooseFiles(page, 'Add images', onePersonPhotos().slice(0, 12));
  await page.getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByText('Training complete!')).toBeVisible({ timeout: TRAINING_TIMEOUT });
}

/** A zip of the files stored as they are (no compression), as the train page builds one (zip-images.ts). */
export function storedZip(files: Array<{ name: string; data: Buffer }>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const { name, data } of files) {
    const nameBytes = Buffer.from(name, 'utf8');
    const crc = zlib.crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4); // version needed
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4); // version made by
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, data);
    centrals.push(central, nameBytes);
    offset += local.length + nameBytes.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(files.length, 8);
  end.writeUInt16LE(files.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/**
 * Trains a model of 12 selfies through the API, as the train page does it (rules accepted, one zip of the
 * photos to upload-service/upload, the mock engine), and waits until it is ready: the setup of journeys
 * that need a trained model but are not about training (training.spec.ts clicks its way through).
 * Answers the model's id.
 */
export async function trainModelThroughApi(page: Page, name: string, modelClass = 'woman'): Promise<string> {
  const headers = { origin: SHELL_URL };
  const api = (call: string) => `${API_URL}/ai-photographer/${call}`;
  expect((await page.request.post(api('replicate-service/update-rules-accepted'), { headers, data: {} })).ok()).toBe(true);
  const photos = onePersonPhotos().slice(0, 12).map((file, index) => ({ name: `image${index + 1}.jpg`, data: fs.readFileSync(file) }));
  const upload = await page.request.post(api('upload-service/upload'), {
    headers,
    timeout: UPLOAD_TIMEOUT,
    multipart: {
      modelName: name,
      modelClass,
      modelCharacteristics: '',
      file: { name: 'images.zip', mimeType: 'application/zip', buffer: storedZip(photos) },
    },
  });
  expect(upload.ok(), await upload.text()).toBe(true);
  const { status, modelId } = (await upload.json()) as { status: string; modelId: string };
  expect(status, 'twelve photos of one person train at once').not.toBe('needs-confirmation');
  await expect.poll(async () => {
    const reply = await page.request.post(api('replicate-service/models-thin'), { headers, data: {} });
    const { models } = (await reply.json()) as { models: Array<{ ModelID: string; Status: string }> };
    return models.find((model) => model.ModelID === modelId)?.Status;
  }, { timeout: TRAINING_TIMEOUT, intervals: [250, 500, 1000], message: `model ${name} trained` }).toBe('succeeded');
  return modelId;
}

/** Gen with the base model selected, rules accepted on the way; answers the prompt box. */
export async function openGenOnBaseModel(page: Page) {
  await page.goto('/gen');
  const rules = page.getByRole('button', { name: 'I accept the rules' });
  const promptBox = page.getByRole('textbox', { name: 'Prompt' });
  await expect(rules.or(promptBox)).toBeVisible();
  if (await rules.isVisible()) await rules.click();
  await page.getByRole('button', { name: 'Base model' }).click();
  return promptBox;
}

/** Gen with one photo from the base model (no training needed), rules accepted on the way. */
export async function generateOnePhoto(page: Page, prompt: string): Promise<void> {
  const promptBox = await openGenOnBaseModel(page);
  await promptBox.fill(prompt);
  await page.getByRole('button', { name: 'Generate Image' }).click();
  await expect(page.getByRole('list', { name: 'My photos' }).getByRole('listitem')).toHaveCount(1, { timeout: 30_000 });
}

/** account-info as the server has it now. */
export async function serverAccount(page: Page): Promise<{ credits: number; trainingsIncluded: number }> {
  const reply = await page.request.get(`${API_URL}/ai-photographer/auth-service/account-info`);
  expect(reply.ok()).toBe(true);
  return reply.json();
}

/** The navigation's balance equals the server's, with no reload (issue 37: it used to stay at 1,150 while the server had 0). */
export async function expectNavBalanceIsServers(page: Page, expected: number) {
  expect((await serverAccount(page)).credits).toBe(expected);
  // Thousands separators from 10000, as the spec writes credit numbers.
  const shown = expected >= 10_000 ? expected.toLocaleString('en-US') : String(expected);
  await expect(page.getByTestId('credit-balance')).toHaveAttribute('aria-label', `Your balance: ${shown} credits`);
}

