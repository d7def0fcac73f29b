// Return paths and personas travel base64-encoded in query parameters (docs/frontends.md#access-and-the-401-rule).
// btoa/atob only handle Latin-1, so text goes through UTF-8 bytes first.

export function encodeBase64Param(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** The decoded text, or null when the parameter is not base64 of UTF-8 text. */
export function decodeBase64Param(param: string | null | undefined): string | null {
  if (!param) return null;
  // A '+' left unescaped in a query string arrives as a space; URL-safe base64 uses - and _.
  const normalised = param.trim().replace(/ /g, '+').replace(/-/g, '+').replace(/_/g, '/');
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(normalised)) return null;
  try {
    const binary = atob(normalised);
    const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}
