import { getInstance, satisfy } from '@module-federation/enhanced/runtime';
import { packageOf, type VersionMismatch } from './version-mismatch';

interface ManifestShared {
  name: string;
  requiredVersion?: string | false;
}

/**
 * Why a remote failed, when its error did not say: the first shared singleton its build requires in a range
 * the versions the shell provides do not meet, read from the remote's mf-manifest.json. A remote's production
 * build has no fallback copies (webpack.common.js, `import: false`), so such a remote can fail with an error
 * from inside its own code rather than the Module Federation runtime's mismatch message. Runs only after a
 * failure, so the site pays nothing for it otherwise; null when the manifest cannot be read or all is met.
 */
export async function manifestMismatch(remote: string): Promise<VersionMismatch | null> {
  const instance = getInstance();
  if (!instance) return null;
  const entry = instance.options.remotes.find((r) => r.name === remote);
  const url = entry && 'entry' in entry ? entry.entry : undefined;
  if (!url?.endsWith('mf-manifest.json')) return null;
  try {
    const manifest = (await (await fetch(url)).json()) as { shared?: ManifestShared[] };
    const provided = instance.shareScopeMap.default ?? {};
    for (const { name, requiredVersion } of manifest.shared ?? []) {
      // The versions the shell itself registered: what this remote will be given.
      const versions = Object.entries(provided[name] ?? {}).filter(([, shared]) => shared.from === instance.options.name).map(([version]) => version);
      if (typeof requiredVersion !== 'string' || versions.length === 0) continue;
      if (!versions.some((version) => satisfy(version, requiredVersion))) {
        return { remote, pkg: packageOf(name), loaded: versions.join(', '), required: requiredVersion };
      }
    }
  } catch {
    return null;
  }
  return null;
}
