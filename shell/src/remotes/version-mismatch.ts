/** A shared singleton the shell loaded that a remote's build does not accept (webpack.common.js, strictVersion). */
export interface VersionMismatch {
  /** The remote that cannot run, e.g. 'marketing'. */
  remote: string;
  /** The shared package, e.g. 'shared-ui'. */
  pkg: string;
  /** The version the shell loaded. */
  loaded: string;
  /** The range the remote was built to accept. */
  required: string;
}

// The Module Federation runtime's words for it (runtime-core, getRegisteredShare): "Version 0.1.0 from shell
// of shared singleton module shared-ui does not satisfy the requirement of marketing which needs >=1.0.0 <2.0.0)".
const MISMATCH =
  /Version (\S+) from \S+ of shared singleton module (\S+) does not satisfy the requirement of (\S+) which needs ([^)]+)\)/;

/** The mismatch an error from loading a remote reports, or null for any other failure. */
export function versionMismatch(error: unknown): VersionMismatch | null {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  const match = MISMATCH.exec(message);
  if (!match) return null;
  const [, loaded = '', shareKey = '', remote = '', required = ''] = match;
  return { remote, pkg: packageOf(shareKey), loaded, required: required.trim() };
}

/** The package a share key belongs to: 'shared-ui/start-up' is shared-ui, '@scope/name/x' is @scope/name. */
export function packageOf(shareKey: string): string {
  return shareKey.split('/').slice(0, shareKey.startsWith('@') ? 2 : 1).join('/');
}
