// axe-core on every page a journey visits. The `test` exported here audits each main-frame URL the
// page settles on (full loads and client-side route changes alike), then the last page once more, and
// fails the test on any critical or serious violation. Specs call `checkA11y` for states a URL does not
// capture (an open menu, a dialog); `screenshot` in support.ts audits each page it shoots. Every run
// writes its findings to e2e/.artifacts/a11y/ (summary: node e2e/harness/a11y-summary.mjs).
import { test as base, expect, type Page, type TestInfo } from '@playwright/test';
import axe from 'axe-core';
import fs from 'node:fs';
import path from 'node:path';

type Impact = 'critical' | 'serious' | 'moderate' | 'minor';
export const IMPACTS: Impact[] = ['critical', 'serious', 'moderate', 'minor'];
const BLOCKING: Impact[] = ['critical', 'serious'];

export interface A11yFinding {
  /** The page's path (and hash); `state` says which moment of it was audited, when a spec named one. */
  page: string;
  state?: string;
  rule: string;
  impact: Impact;
  help: string;
  targets: string[];
}

export const A11Y_DIR = path.resolve(import.meta.dirname, '..', '.artifacts', 'a11y');

const SETTLE_MS = 250; // quiet time (no navigation, no request in flight) before a page counts as settled
const SETTLE_LIMIT_MS = 5_000;

interface AxeViolation {
  id: string;
  impact: Impact | null;
  help: string;
  nodes: { target: unknown[] }[];
}

/** Runs axe once on the page as it is now and returns its violations, each tagged with the page's path. */
async function runAxe(page: Page, state?: string): Promise<A11yFinding[]> {
  const label = pageLabel(page.url());
  const hasAxe = await page.evaluate(() => typeof (window as unknown as { axe?: unknown }).axe === 'object');
  // Evaluated rather than added as an inline <script>: the site's Content-Security-Policy would refuse
  // the tag (and report a violation that security-headers.spec.ts counts); DevTools evaluation is exempt.
  if (!hasAxe) await page.evaluate(axe.source);
  const violations = await page.evaluate(async () => {
    const w = window as unknown as { axe: { run: (ctx: Document) => Promise<{ violations: AxeViolation[] }> } };
    const result = await w.axe.run(document);
    return result.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.map((n) => ({ target: n.target })) }));
  });
  return violations.map((v) => ({
    page: label,
    state,
    rule: v.id,
    impact: v.impact ?? 'minor',
    help: v.help,
    targets: v.nodes.map((n) => n.target.map(String).join(' ')),
  }));
}

function pageLabel(url: string): string {
  const u = new URL(url);
  return `${u.pathname}${u.hash}`;
}

export class A11yAudit {
  readonly findings: A11yFinding[] = [];
  readonly checked: string[] = [];
  private queue: Promise<void> = Promise.resolve();
  private inFlight = 0;
  private lastActivity = Date.now();
  private navigation = 0;

  constructor(private readonly page: Page) {
    page.on('request', () => { this.inFlight += 1; this.lastActivity = Date.now(); });
    const done = () => { this.inFlight = Math.max(0, this.inFlight - 1); this.lastActivity = Date.now(); };
    page.on('requestfinished', done);
    page.on('requestfailed', done);
    page.on('framenavigated', (frame) => {
      if (frame !== page.mainFrame()) return;
      this.navigation += 1;
      this.lastActivity = Date.now();
      const seen = this.navigation;
      this.enqueue(async () => {
        if (await this.settled(seen)) await this.check();
      });
    });
  }

  /** Audits the page now (after earlier audits finish), under an optional name such as "/account (menu open)". */
  async check(name?: string, again = false): Promise<void> {
    // Only the product's pages: not about:blank or a test's own setContent page.
    if (this.page.isClosed() || !/^https?:/.test(this.page.url())) return;
    const path = pageLabel(this.page.url());
    if (!name && !again && this.checked.includes(path)) return;
    try {
      const found = await runAxe(this.page, name);
      this.checked.push(name ? `${path} (${name})` : path);
      this.findings.push(...found);
    } catch (error) {
      // The page moved on while axe ran; the page it moved to gets its own audit.
      if (!/context was destroyed|Target page, context or browser has been closed|navigat/i.test(String(error))) throw error;
    }
  }

  /** Waits for the page to go quiet; false when another navigation came first. */
  private async settled(navigation: number): Promise<boolean> {
    const start = Date.now();
    await this.page.waitForLoadState('load').catch(() => undefined);
    while (Date.now() - start < SETTLE_LIMIT_MS) {
      if (this.navigation !== navigation || this.page.isClosed()) return false;
      if (this.inFlight === 0 && Date.now() - this.lastActivity >= SETTLE_MS) return true;
      await new Promise((r) => setTimeout(r, 100));
    }
    return this.navigation === navigation;
  }

  enqueue(task: () => Promise<void>): Promise<void> {
    this.queue = this.queue.then(task).catch((error) => { this.findings.push({ page: pageLabel(this.page.url()), rule: 'axe-error', impact: 'minor', help: String(error), targets: [] }); });
    return this.queue;
  }

  async finish(): Promise<void> {
    await this.queue;
    // The last page may have changed since its first audit (or never settled before the test ended).
    if (!this.page.isClosed()) await this.check(undefined, true).catch(() => undefined);
  }

  blocking(): A11yFinding[] {
    return this.findings.filter((f) => BLOCKING.includes(f.impact));
  }
}

const audits = new WeakMap<Page, A11yAudit>();

/** Audits the page as it is now, e.g. a state that no URL captures (an open menu, a dialog). */
export async function checkA11y(page: Page, name = 'state'): Promise<void> {
  const audit = audits.get(page);
  if (!audit) return; // a page this module's `test` does not watch (a spec on plain @playwright/test)
  await audit.enqueue(() => audit.check(name));
}

function writeReport(testInfo: TestInfo, audit: A11yAudit): void {
  fs.mkdirSync(A11Y_DIR, { recursive: true });
  const file = `${path.basename(testInfo.file, '.spec.ts')}--${testInfo.titlePath.slice(1).join(' ').replace(/[^\w-]+/g, '-').slice(0, 120)}.json`;
  fs.writeFileSync(
    path.join(A11Y_DIR, file),
    JSON.stringify({ spec: path.basename(testInfo.file), test: testInfo.title, checked: audit.checked, findings: audit.findings }, null, 2),
  );
}

export const test = base.extend<{ a11y: A11yAudit }>({
  a11y: [
    async ({ page }, use, testInfo) => {
      const audit = new A11yAudit(page);
      audits.set(page, audit);
      await use(audit);
      await audit.finish();
      writeReport(testInfo, audit);
      const blocking = audit.blocking().map((f) => `${f.impact} ${f.rule} on ${f.page}${f.state ? ` (${f.state})` : ''}: ${f.help} [${f.targets.join(' | ')}]`);
      expect(blocking, `critical or serious axe violations on the pages this test visited (${audit.checked.length} audits)`).toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
