// Loads a page once in Chromium with a cold cache and records every script as the browser fetched it:
// bytes transferred (compressed body and headers, as DevTools' "Transferred" column shows), by origin,
// split into what came before the page was interactive and what came after (deferred calls, the next
// remote prefetched while idle). Also console errors, and whether the prerendered markup was hydrated in
// place (the same DOM nodes before and after).
import { chromium, type CDPSession, type Page } from 'playwright-core';
import { CHROMIUM_ARGS } from '../../deploy/chromium.mjs';

export interface ScriptLoad {
  url: string;
  /** Bytes on the wire: the encoded (compressed) body plus the response headers. */
  transferred: number;
  /** The decoded body. */
  raw: number;
  /** Requested after the mark `take` was given (the shell's `INTERACTIVE_MARK` unless told otherwise). */
  afterMark: boolean;
}

export interface FirstLoad {
  scripts: ScriptLoad[];
  consoleErrors: string[];
  prerendered: boolean;
  hydratedInPlace: boolean;
  /** The HTML document's size on the wire (compressed when the server compresses). */
  documentBytes: number;
}

/** The performance mark the shell sets once the first page is hydrated and its effects ran. */
export const INTERACTIVE_MARK = 'shell:interactive';
/** The performance mark a page sets once its first data has rendered (shared-ui's usePageReady). */
export const PAGE_READY_MARK = 'page:ready';

interface Pending {
  url: string;
  type: string;
  raw: number;
}

/** Records the scripts one page fetches through the DevTools protocol (the browser's own byte counts). */
export class ScriptRecorder {
  private readonly pending = new Map<string, Pending>();
  private readonly done: Array<Omit<ScriptLoad, 'afterMark'>> = [];

  private constructor(private readonly cdp: CDPSession) {
    cdp.on('Network.requestWillBeSent', (event) => {
      this.pending.set(event.requestId, { url: event.request.url, type: event.type ?? '', raw: 0 });
    });
    cdp.on('Network.responseReceived', (event) => {
      const entry = this.pending.get(event.requestId);
      if (entry) entry.type = event.type ?? entry.type;
    });
    cdp.on('Network.dataReceived', (event) => {
      const entry = this.pending.get(event.requestId);
      if (entry) entry.raw += event.dataLength;
    });
    cdp.on('Network.loadingFinished', (event) => {
      const entry = this.pending.get(event.requestId);
      if (!entry) return;
      this.pending.delete(event.requestId);
      const isScript = entry.type === 'Script' || /\.m?js(\?|$)/.test(new URL(entry.url).pathname);
      if (isScript) this.done.push({ url: entry.url, transferred: event.encodedDataLength, raw: entry.raw });
    });
  }

  static async attach(page: Page): Promise<ScriptRecorder> {
    const cdp = await page.context().newCDPSession(page);
    const recorder = new ScriptRecorder(cdp);
    await cdp.send('Network.enable');
    // Cold cache: nothing from an earlier load may be reused.
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    return recorder;
  }

  /**
   * Scripts finished so far, and forgets them (the next call reports only newer ones). A script counts as
   * after the mark when the page started fetching it after the mark's first entry (the page's own clock).
   */
  async take(page: Page, markName: string = INTERACTIVE_MARK): Promise<ScriptLoad[]> {
    const { mark, starts } = await page.evaluate((name) => {
      const marks = performance.getEntriesByName(name);
      return {
        mark: marks.length ? marks[0]!.startTime : Number.POSITIVE_INFINITY,
        starts: performance.getEntriesByType('resource').map((entry) => [entry.name, entry.startTime] as [string, number]),
      };
    }, markName);
    const startOf = new Map<string, number>();
    for (const [url, start] of starts) if (!startOf.has(url)) startOf.set(url, start);
    const scripts = this.done.splice(0).map((s) => ({
      ...s,
      afterMark: (startOf.get(s.url) ?? 0) > mark,
    }));
    return scripts.sort((a, b) => b.transferred - a.transferred);
  }

  /** Turns the browser cache back on (a journey after the first page reuses what it fetched). */
  async enableCache(): Promise<void> {
    await this.cdp.send('Network.setCacheDisabled', { cacheDisabled: false });
  }

}

/** Waits until no request has been in flight for `quietMs` (Playwright's networkidle, for after a navigation too). */
export async function waitForQuiet(page: Page, quietMs = 700, timeoutMs = 30_000): Promise<void> {
  let inFlight = 0;
  let last = Date.now();
  const started = (): void => {
    inFlight += 1;
    last = Date.now();
  };
  const ended = (): void => {
    inFlight = Math.max(0, inFlight - 1);
    last = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  try {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (inFlight === 0 && Date.now() - last >= quietMs) return;
      await new Promise((r) => setTimeout(r, 100));
    }
  } finally {
    page.off('request', started);
    page.off('requestfinished', ended);
    page.off('requestfailed', ended);
  }
}

/** Resolves once the shell has set `INTERACTIVE_MARK` (the hydrated page's effects ran). */
export async function waitForInteractive(page: Page): Promise<void> {
  await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, INTERACTIVE_MARK, { timeout: 30_000 });
}

export async function loadFirstPage(url: string, executablePath: string): Promise<FirstLoad> {
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage();
    const recorder = await ScriptRecorder.attach(page);
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') consoleErrors.push(`${message.type()}: ${message.text()}`);
    });
    page.on('pageerror', (error) => consoleErrors.push(`pageerror: ${error.message}`));
    // Before any script runs: remember the prerendered heading node, to compare after start-up.
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        (window as unknown as { prerenderedH1: Element | null }).prerenderedH1 = document.querySelector('#root h1');
      });
    });
    const response = await page.goto(url, { waitUntil: 'load' });
    await waitForInteractive(page);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await waitForQuiet(page);
    const documentBytes = Number((await response?.request().sizes())?.responseBodySize ?? 0);
    const { prerendered, hydratedInPlace } = await page.evaluate(() => {
      const before = (window as unknown as { prerenderedH1: Element | null }).prerenderedH1;
      return { prerendered: Boolean(before), hydratedInPlace: Boolean(before) && before === document.querySelector('#root h1') };
    });
    return { scripts: await recorder.take(page), consoleErrors, prerendered, hydratedInPlace, documentBytes };
  } finally {
    await browser.close();
  }
}
