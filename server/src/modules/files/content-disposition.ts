/**
 * `attachment; filename="…"; filename*=UTF-8''…`: the browser saves the response under this name. The
 * plain form keeps printable ASCII only (no quotes, backslashes or separators), the starred form the rest.
 */
export function contentDisposition(fileName: string): string {
  const printable = [...fileName].filter((char) => char.charCodeAt(0) >= 0x20 && char !== '\u007f' && char !== '/' && char !== '\\').join('');
  const cleaned = printable.trim().slice(0, 180) || 'download';
  const ascii = cleaned.replace(/[^\x20-\x7e]|["%;]/g, '_');
  const encoded = encodeURIComponent(cleaned).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
