// Loads a page once in Chromium and records every script it fetched (gzipped size), console errors,
// and whether the prerendered markup was hydrated in place (the same DOM nodes before and after).
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS } from '../../deploy/chromium.mjs';

export interface FirstLoad {
  scripts: { url: string; raw: number; gzip: number }[];
  consoleErrors: string[];
  prerendered: boolean;
  hydratedInPlace: boolean;
  /** The HTML document's size on the wire (compressed when the server compresses). */
  documentBytes: number;
}

export async function loadFirstPage(url: string, executablePath: string): Promise<FirstLoad> {
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage();
    const scripts: FirstLoad['scripts'] = [];
    const consoleErrors: string[] = [];
    const pending: Promise<void>[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') consoleErrors.push(`${message.type()}: ${message.text()}`);
    });
    page.on('pageerror', (error) => consoleErrors.push(`pageerror: ${error.message}`));
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      pending.push(
        response.body().then((body) => {
          scripts.push({ url: response.url(), raw: body.length, gzip: gzipSync(body).length });
        }),
      );
    });
    // Before any script runs: remember the prerendered heading node, to compare after start-up.
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        (window as unknown as { prerenderedH1: Element | null }).prerenderedH1 = document.querySelector('#root h1');
      });
    });
    const response = await page.goto(url, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await Promise.all(pending);
    const documentBytes = Number((await response?.request().sizes())?.responseBodySize ?? 0);
    const { prerendered, hydratedInPlace } = await page.evaluate(() => {
      const before = (window as unknown as { prerenderedH1: Element | null }).prerenderedH1;
      return { prerendered: Boolean(before), hydratedInPlace: Boolean(before) && before === document.querySelector('#root h1') };
    });
    scripts.sort((a, b) => b.gzip - a.gzip);
    return { scripts, consoleErrors, prerendered, hydratedInPlace, documentBytes };
  } finally {
    await browser.close();
  }
}
