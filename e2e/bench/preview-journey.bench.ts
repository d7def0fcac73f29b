// bench:journey — a new visitor's time from the landing page to a first preview photo of themselves (issue 30:
// ≤ 10 clicks; ≤ 15 s on the mock engine, ≤ 60 s with the identity model's real latency), walking the same
// journey as e2e/tests/preview.spec.ts in Chromium against the built site. "Real latency" is the mock preview
// engine slowed to the Replicate fake's median for flux-kontext-pro (MOCK_IMAGE_DELAY_MS; server bench:preview
// measures the fake itself). Prints clicks, fields and the seconds at each milestone.
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, findChromium } from '../../deploy/chromium.mjs';
import { journeyToFirstPreview, type JourneyCount } from '../tests/preview-journey';
import { startSite } from './site-server';

const PORT = 3191;
/** bench:preview's median from create to first photo with the Replicate fake at real latency (6-12 s drawn). */
const REAL_LATENCY_MS = 8500;

async function activationLink(base: string, email: string): Promise<string> {
  for (let i = 0; i < 100; i += 1) {
    const { messages } = (await (await fetch(`${base}/dev/mail`)).json()) as { messages: { to_address: string; text_body: string }[] };
    const link = messages.find((m) => m.to_address === email)?.text_body.match(/https?:\/\/\S+\/activate\?\S+/)?.[0];
    if (link) return link;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no activation e-mail to ${email}`);
}

async function walk(label: string, delayMs: number): Promise<JourneyCount> {
  const site = await startSite(PORT, { MOCK_IMAGE_DELAY_MS: String(delayMs) });
  const browser = await chromium.launch({ executablePath: findChromium() ?? undefined, args: CHROMIUM_ARGS });
  try {
    const page = await (await browser.newContext({ baseURL: site.base, viewport: { width: 390, height: 844 } })).newPage();
    const email = `journey-${Date.now()}@example.com`;
    const count = await journeyToFirstPreview(page, { email, activationLink: () => activationLink(site.base, email) });
    const seconds = (name: string) => ((count.marks[name] ?? Number.NaN) / 1000).toFixed(1);
    console.log(`${label}: ${count.clicks} clicks, ${count.fields} fields; signed up at ${seconds('signed-up')} s, preview step at ${seconds('preview-step')} s, selfie sent at ${seconds('selfie-sent')} s, first preview photo at ${seconds('first-preview-photo')} s`);
    return count;
  } finally {
    await browser.close();
    site.stop();
  }
}

const mock = await walk('mock engine', 0);
const real = await walk(`identity model at real latency (${REAL_LATENCY_MS / 1000} s)`, REAL_LATENCY_MS);
const within = mock.clicks <= 10 && (mock.marks['first-preview-photo'] ?? Infinity) <= 15_000 && (real.marks['first-preview-photo'] ?? Infinity) <= 60_000;
console.log(`targets (≤ 10 clicks, ≤ 15 s mock, ≤ 60 s real latency): ${within ? 'MET' : 'MISSED'}`);
if (!within) process.exitCode = 1;
