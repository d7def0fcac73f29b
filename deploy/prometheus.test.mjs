// The operator's Prometheus files (deploy/prometheus/, deploy/README.md "Monitoring"): the scrape config and
// the alert rules parse, and each alert fires on what it is for and stays quiet on noise (alerts.test.yml),
// with promtool, from Debian's `prometheus` package (CI installs it). Without promtool the test is skipped.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { test } from 'node:test';

const DIR = path.join(import.meta.dirname, 'prometheus');

function promtool() {
  try {
    execFileSync('promtool', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

const skip = promtool() ? false : 'no promtool here (apt-get install prometheus)';
const run = (...args) => execFileSync('promtool', args, { cwd: DIR, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });

test('the scrape config and the alert rules parse', { skip }, () => {
  // The bearer token's file exists only on the monitoring host: the syntax is what is checked here.
  run('check', 'config', '--syntax-only', 'prometheus.yml');
  const rules = run('check', 'rules', 'ai-photographer-alerts.yml');
  if (!/SUCCESS: 5 rules found/.test(rules)) throw new Error(rules);
});

test('each alert fires on its failure after its `for:` and stays quiet on noise (alerts.test.yml)', { skip }, () => {
  const output = run('test', 'rules', 'alerts.test.yml');
  if (!/SUCCESS/.test(output)) throw new Error(output);
});
