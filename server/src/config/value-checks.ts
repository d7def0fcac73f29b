// The checks config.ts applies to values that need more than a type: proxies, origins, hosts, addresses.
import { isIP } from 'node:net';

/**
 * Which proxies may tell us the client's address (X-Forwarded-For): none by default, since anyone can
 * send that header; a hop count behind a fixed chain of proxies; or the proxies' addresses. Null when
 * the value is none of these.
 */
export function parseTrustProxy(value: string): false | number | string[] | null {
  const text = value.trim();
  if (text === '' || text === 'false' || text === '0') return false;
  if (/^\d+$/.test(text)) return Number(text) <= 10 ? Number(text) : null;
  const entries = text.split(',').map((entry) => entry.trim()).filter(Boolean);
  const isAddress = (entry: string) => {
    const [address, bits, extra] = entry.split('/');
    if (extra !== undefined || !address) return false;
    const family = isIP(address);
    if (family === 0) return false;
    return bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128));
  };
  return entries.length > 0 && entries.every(isAddress) ? entries : null;
}

/** An https URL on reddit.com or one of its subdomains, with no path: where share checks may read posts. */
export function isRedditOrigin(value: string): boolean {
  try {
    const url = new URL(value);
    const host = url.hostname.toLowerCase();
    return url.protocol === 'https:' && (host === 'reddit.com' || host.endsWith('.reddit.com')) && url.port === ''
      && (url.pathname === '/' || url.pathname === '') && !url.search && !url.username;
  } catch {
    return false;
  }
}

/** localhost, 127.x or ::1: a server on this machine. */
export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  return host === 'localhost' || host === '::1' || (isIP(host) === 4 && host.startsWith('127.'));
}

/**
 * An address on a name reserved for tests, examples or the local network (.local, .test, example.com...): it
 * reaches nobody, so a page or an e-mail giving it for help would send the customer nowhere.
 */
export function isUnreachableAddress(email: string): boolean {
  const domain = email.slice(email.lastIndexOf('@') + 1).toLowerCase();
  return /\.(local|localhost|test|example|invalid|internal)$/.test(domain) || /(^|\.)example\.(com|net|org)$/.test(domain) || domain === 'localhost';
}
