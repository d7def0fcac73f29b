// A new visitor's way from the landing page to a first preview photo of themselves, counted as they would
// feel it: every click (a key that submits counts as one, opening the e-mailed link too) and every field
// they fill (the selfie included). Shared by preview.spec.ts (counts checked, the journey continued) and
// bench/preview-journey.bench.ts (the seconds measured).
import { expect, type Page } from '@playwright/test';
import path from 'node:path';

export const SELFIE = path.resolve(import.meta.dirname, '..', '..', 'server', 'test', 'fixtures', 'faces', 'one-person', 'photo-01.jpg');
export const PASSWORD = 'preview-pass-1';

export interface JourneyCount {
  clicks: number;
  fields: number;
  /** Milliseconds from the landing page's load to each milestone. */
  marks: Record<string, number>;
}

export interface JourneyOptions {
  email: string;
  /** The newest link to `pagePath` e-mailed to `email` (the outbox of the server under test). */
  activationLink: () => Promise<string>;
  /** Called at each milestone with its name (screenshots, audits). */
  at?: (milestone: string) => Promise<void>;
}

/** Landing → persona card → onboarding's slides → e-mail → activation → the preview step → the first photo. */
export async function journeyToFirstPreview(page: Page, options: JourneyOptions): Promise<JourneyCount> {
  const count: JourneyCount = { clicks: 0, fields: 0, marks: {} };
  const start = Date.now();
  const mark = async (name: string) => {
    count.marks[name] = Date.now() - start;
    await options.at?.(name);
  };
  const click = async (target: ReturnType<Page['getByRole']>) => {
    await target.click();
    count.clicks += 1;
  };
  const fill = async (target: ReturnType<Page['getByLabel']>, value: string) => {
    await target.fill(value);
    count.fields += 1;
  };

  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Upgrade my LinkedIn photo' })).toBeVisible();
  await mark('landing');
  await click(page.getByRole('link', { name: 'Upgrade my LinkedIn photo' }));
  await click(page.getByRole('button', { name: 'Next' }));
  await click(page.getByRole('button', { name: 'Create AI model' }));
  await expect(page.getByText(/The example model is ready/)).toBeVisible();
  await click(page.getByRole('button', { name: 'Next' }));
  await expect(page.getByRole('heading', { name: /Training Complete/ })).toBeVisible();
  await click(page.getByRole('button', { name: 'Next' }));
  await fill(page.getByLabel('Email'), options.email);
  await page.getByLabel('Email').press('Enter');
  count.clicks += 1;
  await expect(page).toHaveURL(/\/email-verify\?email=/);
  await mark('signed-up');

  await page.goto(await options.activationLink());
  count.clicks += 1; // the link in the e-mail
  await fill(page.getByLabel('First name'), 'Grace');
  await fill(page.getByLabel('Last name'), 'Hopper');
  await fill(page.getByLabel('Password', { exact: true }), PASSWORD);
  await fill(page.getByLabel('Confirm password'), PASSWORD);
  await page.getByLabel('Where did you first hear about us?').selectOption({ label: 'Reddit' });
  count.fields += 1;
  await click(page.getByRole('checkbox'));
  await click(page.getByRole('button', { name: 'Continue' }));
  await expect(page.getByRole('heading', { name: 'See yourself first' })).toBeVisible();
  await mark('preview-step');

  // One selfie, from the files (a desktop has no camera button; a phone offers both).
  const chooser = page.getByRole('button', { name: /^(Choose a selfie|Choose from my photos)$/ });
  const [files] = await Promise.all([page.waitForEvent('filechooser'), chooser.click()]);
  count.clicks += 1;
  await files.setFiles(SELFIE);
  count.fields += 1;
  await mark('selfie-sent');
  const photos = page.getByRole('list', { name: 'Your preview photos' });
  await expect(photos.getByRole('img', { name: /^Preview of you:/ }).first()).toBeVisible({ timeout: 90_000 });
  await expect.poll(() => photos.getByRole('img', { name: /^Preview of you:/ }).first().evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  await mark('first-preview-photo');
  return count;
}
