// Lighthouse (mobile form factor, simulated throttling: its defaults) against a running site, with
// Debian's Chromium, signed in when given a cookie. Returns the four category scores, 0-100, with LCP and TBT.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Scores = Record<(typeof CATEGORIES)[number], number>;

export interface LighthouseRun {
  scores: Scores;
  lcpMs: number;
  tbtMs: number;
}

/** `cookie`: a `Cookie` header sent with every request (a signed-in page: the session cookie). */
export async function runLighthouse(url: string, chromePath: string, options: { cookie?: string } = {}): Promise<LighthouseRun> {
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run'],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
      formFactor: 'mobile',
      ...(options.cookie ? { extraHeaders: { Cookie: options.cookie } } : {}),
    });
    if (!result) throw new Error('Lighthouse returned no result');
    const { categories, audits, runtimeError } = result.lhr;
    // A run Lighthouse could not complete scores 0: say why, so a 0 is not read as the page's score.
    if (runtimeError) console.log(`  lighthouse error: ${runtimeError.code}: ${runtimeError.message}`);
    const errored = Object.values(audits).filter((a) => a.scoreDisplayMode === 'error');
    for (const audit of errored.slice(0, 3)) console.log(`  audit error: ${audit.id}: ${audit.errorMessage ?? '?'}`);
    for (const id of ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index']) {
      console.log(`  ${id.padEnd(26)} ${audits[id]?.displayValue ?? '?'}`);
    }
    // The main thread's long tasks (simulated, 4× slower CPU), by script: what TBT is made of.
    const longTasks = (audits['long-tasks']?.details as { items?: { url: string; startTime: number; duration: number }[] } | undefined)?.items ?? [];
    for (const task of longTasks.slice(0, 8)) {
      console.log(`  long task ${String(Math.round(task.duration)).padStart(5)} ms at ${String(Math.round(task.startTime)).padStart(5)} ms  ${task.url.replace(/^https?:\/\/[^/]+/, '')}`);
    }
    const failing = Object.values(audits).filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode === 'binary');
    for (const audit of failing) console.log(`  failing audit: ${audit.id} (${audit.title})${audit.explanation ? `: ${audit.explanation}` : ''}`);
    const scores = Object.fromEntries(CATEGORIES.map((id) => [id, Math.round((categories[id]?.score ?? 0) * 100)])) as Scores;
    return {
      scores,
      lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? Number.NaN),
      tbtMs: Math.round(audits['total-blocking-time']?.numericValue ?? Number.NaN),
    };
  } finally {
    await chrome.kill();
  }
}
