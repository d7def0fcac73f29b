import { type Locator, type Page } from '@playwright/test';
import { expect, test } from './a11y';
import { API_URL, SHELL_URL } from '../harness/ports.mjs';
import { ADMIN } from '../harness/accounts.mjs';
import {
  base64, buyCreditsThroughApi, logIn, screenshot, signUpAndSignInThroughApi, trainModelThroughApi, uniqueEmail,
} from './support';

const PASSWORD = 'template-pass-1';
const MODEL_NAME = 'E2E Tpl';

/** Full-page screenshot from the top, at 1280 px and then at 390 px (checking nothing scrolls sideways). */
async function shotBothWidths(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, `${name}-desktop`);
  await page.setViewportSize({ width: 390, height: 844 });
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await screenshot(page, `${name}-phone`);
  await page.setViewportSize({ width: 1280, height: 800 });
}

async function expectImageLoaded(image: Locator) {
  await image.scrollIntoViewIfNeeded();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
}

const credits = async (page: Page) => {
  const res = await page.request.get(`${API_URL}/ai-photographer/replicate-service/gen-status`, { headers: { origin: SHELL_URL } });
  return ((await res.json()) as { credits: number }).credits;
};

test('a user turns a template into a photo of themselves; a model of class other is told to change class', async ({ page }) => {
  test.setTimeout(360_000);
  const email = uniqueEmail('templates');
  // Signed in, credits, a trained model, through the API: the templates are what this journey proves.
  await signUpAndSignInThroughApi(page, email, PASSWORD);
  await buyCreditsThroughApi(page);
  await trainModelThroughApi(page, MODEL_NAME);

  // Gen's Templates tab leads to the templates of the selected model's class.
  await page.goto('/gen');
  await page.getByRole('navigation', { name: 'Studio' }).getByRole('link', { name: 'Templates' }).click();
  await expect(page).toHaveURL(/\/templates$/);
  await expect(page.getByRole('heading', { name: 'Templates', level: 1 })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Models' }).getByRole('button', { name: MODEL_NAME })).toHaveAttribute('aria-pressed', 'true');
  const chips = page.getByRole('group', { name: 'Template categories' });
  await chips.getByRole('button', { name: 'Fantasy' }).click();
  await expect(chips.getByRole('button', { name: 'Fantasy' })).toHaveAttribute('aria-pressed', 'true');
  const tiles = page.getByRole('list', { name: 'Templates' }).getByRole('button', { name: /^Open template/ });
  await expectImageLoaded(tiles.first().locator('img'));
  await shotBothWidths(page, 'templates');

  // The viewer shows the prompt, which can be refined on gen or used as it is.
  await tiles.first().click();
  const viewer = page.getByRole('dialog', { name: 'Template' });
  await expect(viewer).toBeVisible();
  await expect(viewer.getByText(/\bmodel\b/).first()).toBeVisible();
  const before = await credits(page);
  await viewer.getByRole('button', { name: 'Use this template' }).click();

  // template-complete: the photo, other templates to try, and a way back; 10 credits spent.
  await expect(page).toHaveURL(/\/template-complete\/[0-9a-f-]{36}$/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { name: 'Your photo', level: 1 })).toBeVisible();
  await expectImageLoaded(page.getByRole('img', { name: 'Your photo made from a template' }));
  const suggestions = page.getByRole('region', { name: 'Try another template' }).getByRole('list', { name: 'Suggested templates' });
  await expect(suggestions.getByRole('button').first()).toBeVisible();
  expect(await credits(page)).toBe(before - 10);
  await shotBothWidths(page, 'template-complete');
  await page.getByRole('button', { name: 'Close' }).first().click();
  await expect(page).toHaveURL(/\/templates$/);

  // Refine this prompt carries the prompt into gen's prompt box.
  await tiles.first().click();
  await page.getByRole('dialog', { name: 'Template' }).getByRole('button', { name: 'Refine this prompt' }).click();
  await expect(page).toHaveURL(/\/gen\?prompt=/);
  await expect(page.getByRole('textbox', { name: 'Prompt' })).toHaveValue(/\bmodel\b/);

  // A model of class other has no templates: the page says so and offers to change the class.
  const models = await page.request.post(`${API_URL}/ai-photographer/replicate-service/models-thin`, { headers: { origin: SHELL_URL }, data: {} });
  const model = ((await models.json()) as { models: Array<{ ModelID: string; ModelName: string }> }).models.find((m) => m.ModelName === MODEL_NAME)!;
  const edited = await page.request.post(`${API_URL}/ai-photographer/replicate-service/edit-model`, {
    headers: { origin: SHELL_URL },
    data: { modelId: model.ModelID, modelClass: 'other', modelCharacteristics: '' },
  });
  expect(edited.ok()).toBe(true);
  await page.goto('/templates');
  await expect(page.getByText(/Template images are unavailable/)).toBeVisible();
  await screenshot(page, 'templates-class-other');
  await page.getByRole('button', { name: 'Change class' }).click();
  await expect(page).toHaveURL(/\/edit-model\/[^/?]+\?r=templates$/);
  await page.getByLabel('Class').selectOption('woman');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/templates$/);
  await expect(page.getByRole('list', { name: 'Templates' }).getByRole('button').first()).toBeVisible();
});

test('an admin generates templates, moderates them, gathers them into a pack and edits its prompts; the pack reaches the shop', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const reference = `e2e-knights-${Date.now().toString(36)}`;
  const title = `E2E Knights ${Date.now().toString(36)}`;
  await page.goto(`/login?r=${encodeURIComponent(base64('/account'))}`);
  await logIn(page, ADMIN.email, ADMIN.password);
  await page.getByRole('link', { name: 'Content Generator' }).click();
  await expect(page).toHaveURL(/\/content-gen/);

  // Auto mode: two prompts written from a theme; custom mode: one image of a prompt as written.
  await page.getByRole('combobox', { name: 'Template category' }).selectOption({ label: 'Fantasy' });
  await page.getByRole('combobox', { name: 'Class' }).selectOption('woman');
  await page.getByRole('radio', { name: 'Auto' }).check();
  await page.getByRole('textbox', { name: 'Prompt' }).fill('a castle in the clouds');
  await page.getByRole('spinbutton', { name: 'Number of images' }).fill('2');
  await page.getByRole('button', { name: 'Generate Images' }).click();
  await expect(page.getByText('Generated 2 images')).toBeVisible({ timeout: 60_000 });
  await page.getByRole('radio', { name: 'Custom' }).check();
  await expect(page.getByRole('spinbutton', { name: 'Number of images' })).toBeDisabled();
  await page.getByRole('textbox', { name: 'Prompt' }).fill('a castle in the clouds');
  await page.getByRole('button', { name: 'Generate Images' }).click();
  await expect(page.getByText('Prompt must include the word "model" when in custom mode')).toBeVisible();
  await page.getByRole('textbox', { name: 'Prompt' }).fill('model as a knight in shining armour, castle in the clouds');
  await page.getByRole('button', { name: 'Generate Images' }).click();
  await expect(page.getByText(/Generated 1 image/)).toBeVisible({ timeout: 60_000 });

  // A new pack, approved, with the custom image and one auto image in it.
  await page.getByLabel('Reference').fill(`${reference} `);
  await expect(page.getByLabel('Reference')).toHaveValue(reference);
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Price').fill('12');
  await page.getByLabel('Description').click();
  await expect(page.getByLabel('Price')).toHaveValue('$12.00');
  await page.getByLabel('Description').fill('Armour, castles and banners.');
  await page.getByRole('checkbox', { name: 'Approved' }).check();
  await page.getByRole('button', { name: 'Create Pack' }).click();
  await expect(page.getByText('Pack created.')).toBeVisible();

  const gallery = page.getByRole('list', { name: 'woman images' }).getByRole('listitem', { name: /^Template image/ });
  await expect(gallery.first()).toBeVisible();
  await expectImageLoaded(gallery.first().locator('img'));
  const newest = gallery.filter({ has: page.getByText('Rejected') });
  await expect(newest).toHaveCount(3);
  for (let i = 0; i < 2; i += 1) await newest.first().getByRole('button', { name: 'Add to pack' }).click();
  await expect(page.getByRole('list', { name: 'woman images' }).getByText('In this pack')).toHaveCount(2);
  await shotBothWidths(page, 'content-gen');

  // Its prompts, edited on content-gen-prompts.
  await page.getByRole('link', { name: 'Inspect prompts' }).click();
  await expect(page).toHaveURL(/\/content-gen-prompts\/\d+$/);
  await expect(page.getByRole('heading', { name: `Prompts: ${title}` })).toBeVisible();
  const first = page.getByRole('textbox', { name: 'Prompt for image 1' });
  await first.fill('model in gleaming plate armour on a castle wall at dawn');
  await page.getByRole('listitem', { name: 'Image 1' }).getByRole('button', { name: 'Save prompt' }).click();
  await expect(page.getByText('Prompt saved.')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Prompt for image 1' })).toHaveValue('model in gleaming plate armour on a castle wall at dawn');
  await expectImageLoaded(page.getByRole('listitem', { name: 'Image 1' }).locator('img'));
  await shotBothWidths(page, 'content-gen-prompts');

  // The approved pack is for sale, with its template images as samples.
  const visitor = await browser.newPage();
  await visitor.goto(`${SHELL_URL}/buy-packs`);
  await expect(visitor.getByRole('article', { name: title })).toBeVisible();
  await visitor.close();
});
