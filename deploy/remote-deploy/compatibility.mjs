// Whether the live shell can run a remote's build: a remote's production build carries no copy of the shared
// packages (webpack.common.js, `import: false`), so each one it lists must be provided by the shell in a
// version inside the range the build accepts. Read from the two builds' mf-manifest.json, with the same
// semver test the Module Federation runtime applies in the browser.
import { satisfy } from '@module-federation/enhanced/runtime';

/**
 * @param {{ shared?: { name: string, requiredVersion?: string | false }[] }} remoteManifest
 * @param {{ shared?: { name: string, version?: string }[] }} shellManifest
 * @returns {{ pkg: string, required: string, provided: string[] }[]} what the shell cannot satisfy (empty: compatible)
 */
export function sharedProblems(remoteManifest, shellManifest) {
  const provided = new Map();
  for (const { name, version } of shellManifest.shared ?? []) {
    if (version) provided.set(name, [...(provided.get(name) ?? []), version]);
  }
  const problems = [];
  for (const { name, requiredVersion } of remoteManifest.shared ?? []) {
    if (typeof requiredVersion !== 'string') continue; // accepts any version
    const versions = provided.get(name) ?? [];
    if (!versions.some((version) => satisfy(version, requiredVersion))) problems.push({ pkg: name, required: requiredVersion, provided: versions });
  }
  return problems;
}

/** "shared-ui >=1.0.0 <2.0.0 (the site has 0.1.0)" for each problem, one line each. */
export function describeProblems(problems) {
  return problems.map(({ pkg, required, provided }) => `${pkg} ${required} (the site has ${provided.length ? provided.join(', ') : 'none'})`).join('\n');
}
