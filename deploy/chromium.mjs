import fs from 'node:fs';

/** Debian's Chromium (or CHROMIUM_PATH); Playwright never downloads a browser here. */
export function findChromium() {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean);
  return candidates.find((p) => fs.existsSync(p)) ?? null;
}

export const CHROMIUM_ARGS = [
  '--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-background-networking',
  '--disable-component-update', '--disable-sync', '--no-first-run',
];

/**
 * Chromium for test runs on a shared machine: as root it would raise its compositor's priority (nice -8) and
 * starve the server under test, so it is started through chromium-fair.sh, without that right (Linux, root,
 * setpriv present; elsewhere it cannot raise it anyway). The real browser is handed over in the environment.
 */
export function fairChromium() {
  const target = findChromium();
  const canDrop = process.platform === 'linux' && process.getuid?.() === 0 && fs.existsSync('/usr/bin/setpriv');
  if (!target || !canDrop) return target;
  process.env.FAIR_CHROMIUM_TARGET = target;
  return new URL('./chromium-fair.sh', import.meta.url).pathname;
}
