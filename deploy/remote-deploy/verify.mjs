// What a deploy checks before the map changes, in order, each timed: the build answers at its URL as it was
// built (reachable), the live shell provides every shared package in a version the build accepts (shared),
// and every exposed module loads and every public page renders in the live site (smoke). The first failure
// stops the rest: a later check would only fail in a less clear way.
import { describeProblems, sharedProblems } from './compatibility.mjs';
import { checkReachable, fetchShellManifest } from './reachability.mjs';
import { smokeCheck } from './smoke.mjs';

/** A deploy's refusal: which check failed and why. */
export class DeployRefused extends Error {
  /**
   * @param {string} check the check that failed: 'reachable', 'shared' or 'smoke'
   * @param {string} reason what it found, for the operator
   * @param {{ check: string, ms: number, failed?: boolean }[]} checks the checks run, with their times
   */
  constructor(check, reason, checks) {
    super(`deploy refused by the ${check} check:\n${reason}`);
    this.check = check;
    this.reason = reason;
    this.checks = checks;
  }
}

/**
 * @param {{ name: string, url: string, site: string, localDir?: string, log?: (line: string) => void }} options
 * @returns {Promise<{ integrity: string, checks: { check: string, ms: number }[] }>}
 */
export async function verifyBuild({ name, url, site, localDir, log = () => undefined }) {
  const checks = [];
  const timed = async (check, run) => {
    const started = performance.now();
    try {
      const result = await run();
      const ms = Math.round(performance.now() - started);
      checks.push({ check, ms });
      log(`  ✓ ${check} (${(ms / 1000).toFixed(1)} s)`);
      return result;
    } catch (error) {
      const ms = Math.round(performance.now() - started);
      checks.push({ check, ms, failed: true });
      log(`  ✗ ${check} (${(ms / 1000).toFixed(1)} s)`);
      if (error instanceof DeployRefused) throw new DeployRefused(error.check, error.reason, checks);
      throw new DeployRefused(check, error instanceof Error ? error.message : String(error), checks);
    }
  };

  const { manifest, integrity } = await timed('reachable', () => checkReachable({ name, url, localDir }));
  await timed('shared', async () => {
    const problems = sharedProblems(manifest, await fetchShellManifest(site));
    if (problems.length) throw new Error(`${name} needs what the live shell (${site}) does not provide:\n${describeProblems(problems)}`);
  });
  await timed('smoke', async () => {
    const exposes = (manifest.exposes ?? []).map((expose) => expose.path);
    const { failures, loaded, rendered } = await smokeCheck({ site, name, url, integrity, exposes });
    if (failures.length) throw new Error(failures.map(({ what, error }) => `${what}: ${error}`).join('\n'));
    log(`    ${loaded.length} modules loaded, ${rendered.length} pages rendered (${rendered.join(' ') || 'none public'})`);
  });
  return { integrity, checks };
}
