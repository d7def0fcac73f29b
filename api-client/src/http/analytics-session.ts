const STORAGE_KEY = 'analyticsSessionId';
export const ANALYTICS_SESSION_HEADER = 'x-analytics-session-id';

function randomUuid(): string {
  if (typeof crypto !== 'undefined' && 'randomUUID' in crypto) return crypto.randomUUID();
  // Older browsers: RFC 4122 v4 from Math.random is good enough for a funnel id.
  return 'xxxxxxxx-xxxx-4xxx-yxxx-xxxxxxxxxxxx'.replace(/[xy]/g, (c) => {
    const r = (Math.random() * 16) | 0;
    return (c === 'x' ? r : (r & 0x3) | 0x8).toString(16);
  });
}

/** The analytics session id (a UUID kept in local storage), created on first use. */
export function analyticsSessionId(): string {
  try {
    const existing = localStorage.getItem(STORAGE_KEY);
    if (existing) return existing;
    const id = randomUuid();
    localStorage.setItem(STORAGE_KEY, id);
    return id;
  } catch {
    return randomUuid(); // storage blocked (private mode): a per-page id still groups the page's events
  }
}
