// The studio's interactions on /gen as a slow phone feels them: each one's latency from the Event Timing API,
// the measure INP takes (input delay + the handlers' main-thread work + until the next frame is presented),
// with the CPU slowed by Chromium's throttling. The page is loaded signed in and settled first; each
// interaction then runs several times.
import type { BrowserContext, Page } from 'playwright-core';

/** What the page's observer kept of one input event (entries of one interaction share an interactionId). */
interface EventEntry {
  name: string;
  interactionId: number;
  duration: number;
  /** processingEnd − processingStart: the handlers' own time. */
  processing: number;
}

export interface Interaction {
  name: string;
  /** Runs the interaction once; resolves when its effect is on screen. */
  run: (page: Page, round: number) => Promise<void>;
  /** Puts the page back where the next round expects it (not measured). */
  reset?: (page: Page) => Promise<void>;
}

/** Interactions under this many ms are not reported by Event Timing (its smallest `durationThreshold`). */
export const EVENT_TIMING_FLOOR_MS = 16;

export const GEN_INTERACTIONS: Interaction[] = [
  {
    name: 'open the viewer',
    run: async (page) => {
      await page.getByRole('list', { name: 'My photos' }).getByRole('button', { name: /^Open / }).first().click();
      await page.getByRole('dialog').first().waitFor();
    },
    reset: async (page) => {
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').first().waitFor({ state: 'hidden' });
    },
  },
  {
    name: 'like a photo',
    run: async (page) => {
      const like = page.getByRole('button', { name: /^Like / }).first();
      const before = await like.getAttribute('aria-pressed');
      await like.click();
      await page.waitForFunction(
        ([was]) => document.querySelector('button[aria-label^="Like "]')?.getAttribute('aria-pressed') !== was,
        [before],
      );
    },
  },
  {
    name: 'switch models',
    run: async (page, round) => {
      const tab = page.getByRole('group', { name: 'Models' }).getByRole('button', { name: round % 2 ? 'Bench one' : 'Bench two' });
      await tab.click();
      await page.waitForFunction((el) => el?.getAttribute('aria-pressed') === 'true', await tab.elementHandle());
    },
  },
  {
    name: 'cycle x1–x4',
    run: async (page) => {
      const button = page.getByRole('button', { name: /^Number of images: x\d/ });
      const before = await button.getAttribute('aria-label');
      await button.click();
      await page.waitForFunction((was) => document.querySelector('[aria-label^="Number of images: x"]')?.getAttribute('aria-label') !== was, before);
    },
  },
];

/** Installs the Event Timing observer before any script of the page runs. */
export async function observeEvents(context: BrowserContext): Promise<void> {
  await context.addInitScript((threshold) => {
    const entries: unknown[] = [];
    (window as unknown as { benchEvents: unknown[] }).benchEvents = entries;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as PerformanceEventTiming[]) {
        const interactionId = (entry as PerformanceEventTiming & { interactionId?: number }).interactionId ?? 0;
        if (interactionId) {
          entries.push({ name: entry.name, interactionId, duration: entry.duration, processing: entry.processingEnd - entry.processingStart });
        }
      }
    }).observe({ type: 'event', buffered: true, durationThreshold: threshold } as PerformanceObserverInit);
  }, EVENT_TIMING_FLOOR_MS);
}

async function takeEvents(page: Page): Promise<EventEntry[]> {
  return page.evaluate(() => (window as unknown as { benchEvents: EventEntry[] }).benchEvents.splice(0));
}

export interface InteractionSample {
  /** The interaction's latency (the longest of its events), or EVENT_TIMING_FLOOR_MS when none was reported. */
  latency: number;
  processing: number;
}

/** Runs one interaction and reads its latency once the observer has had the frame after it. */
export async function measureInteraction(page: Page, interaction: Interaction, round: number): Promise<InteractionSample> {
  await takeEvents(page);
  await interaction.run(page, round);
  // Event Timing reports an interaction after the frame that follows it has been presented.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 150))));
  const events = await takeEvents(page);
  await interaction.reset?.(page);
  if (!events.length) return { latency: EVENT_TIMING_FLOOR_MS, processing: 0 };
  return { latency: Math.max(...events.map((e) => e.duration)), processing: Math.max(...events.map((e) => e.processing)) };
}
