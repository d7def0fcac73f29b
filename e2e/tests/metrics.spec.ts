import { type APIRequestContext } from '@playwright/test';
import { expect, test } from './a11y';
import { API_URL, SHELL_URL } from '../harness/ports.mjs';
import { ADMIN, METRICS_TOKEN } from '../harness/accounts.mjs';
import { base64, buyCreditsThroughTestCheckout, generateOnePhoto, logIn, screenshot, signUpThroughApi, uniqueEmail } from './support';

const METRICS_URL = `${API_URL}/metrics`;

/** The value of one series in Prometheus text, by name and exact labels (0 when absent). */
function valueOf(text: string, name: string, labels: Record<string, string>): number {
  const wanted = Object.entries(labels);
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const present = Object.fromEntries([...(match[2] ?? '').matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]]));
    if (Object.keys(present).length === wanted.length && wanted.every(([k, v]) => present[k] === v)) return Number(match[3]);
  }
  return 0;
}

async function scrape(request: APIRequestContext): Promise<string> {
  const reply = await request.get(METRICS_URL, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
  expect(reply.status()).toBe(200);
  return reply.text();
}

test('a stranger gets 404 from /metrics, the token and an admin get the figures, and they move with what users do', async ({ page, request, browser }) => {
  test.setTimeout(180_000);
  // A stranger, and a wrong token, learn nothing: the same 404 as any unknown path.
  expect((await request.get(METRICS_URL)).status()).toBe(404);
  expect((await request.get(METRICS_URL, { headers: { authorization: 'Bearer not-the-token-not-the-token' } })).status()).toBe(404);

  const before = await scrape(request);
  for (const name of [
    'http_request_duration_seconds', 'job_queue_depth', 'job_queue_running', 'job_queue_failed', 'job_queue_retried',
    'engine_call_duration_seconds', 'engine_generations', 'credits_granted', 'credits_spent', 'payments', 'likeness_misses', 'previews', 'trainings',
  ]) expect(before, name).toMatch(new RegExp(`^# TYPE ${name} `, 'm'));

  // A user signs up, buys credits at the test checkout and makes a photo, in a browser of their own.
  const email = uniqueEmail('metrics');
  const userContext = await browser.newContext({ baseURL: SHELL_URL });
  const userPage = await userContext.newPage();
  await signUpThroughApi(request, email, 'metricspass1');
  await userPage.goto(`/login?r=${encodeURIComponent(base64('/gen'))}`);
  await logIn(userPage, email, 'metricspass1');
  await expect(userPage).not.toHaveURL(/\/login/);
  await buyCreditsThroughTestCheckout(userPage);
  await generateOnePhoto(userPage, 'a portrait in a sunny park');
  await userContext.close();

  // Other journeys share this server: each figure moved at least by what this user did.
  const after = await scrape(request);
  const moved = (name: string, labels: Record<string, string>) => valueOf(after, name, labels) - valueOf(before, name, labels);
  expect(moved('http_request_duration_seconds_count', { method: 'POST', route: '/ai-photographer/auth-service/activate', status_code: '200' })).toBeGreaterThanOrEqual(1);
  expect(moved('payments', { provider: 'local', status: 'fulfilled', window: '1h' })).toBeGreaterThanOrEqual(1);
  expect(moved('credits_granted', { window: '1h' })).toBeGreaterThanOrEqual(3000);
  expect(moved('credits_spent', { window: '1h' })).toBeGreaterThanOrEqual(10);
  expect(moved('engine_generations', { engine: 'mock', outcome: 'ok', window: '1h' })).toBeGreaterThanOrEqual(1);
  expect(moved('engine_call_duration_seconds_count', { engine: 'mock', operation: 'generate', outcome: 'ok' })).toBeGreaterThanOrEqual(1);

  // A signed-in admin reads /metrics with their session, and the system status shows the same figures.
  await page.goto(`/login?r=${encodeURIComponent(base64('/system-status'))}`);
  await logIn(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/\/system-status$/);
  const asAdmin = await page.request.get(METRICS_URL);
  expect(asAdmin.status()).toBe(200);
  expect(await asAdmin.text()).toMatch(/^# TYPE credits_granted gauge$/m);

  const card = page.getByRole('region', { name: 'Last hour and day', exact: true });
  await expect(card).toBeVisible();
  const table = card.getByRole('region', { name: 'Figures for the last hour and day' });
  await expect(table.getByRole('columnheader', { name: 'Last hour' })).toBeVisible();
  const granted = table.getByRole('row', { name: /^Credits granted/ });
  const [hourText, dayText] = await granted.getByRole('cell').allTextContents();
  expect(Number(hourText)).toBeGreaterThanOrEqual(3000);
  expect(Number(dayText)).toBeGreaterThanOrEqual(Number(hourText));
  await expect(table.getByRole('row', { name: /^Payments fulfilled \(local\)/ })).toBeVisible();
  await expect(table.getByRole('row', { name: /^Generations on mock/ })).toBeVisible();
  await screenshot(page, 'system-status-hour-and-day');
});
