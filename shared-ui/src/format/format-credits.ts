/** Credit numbers show thousands separators from 10000 (so 9999 stays "9999"). */
export function formatCredits(n: number): string {
  return Math.abs(n) >= 10_000 ? n.toLocaleString('en-US') : String(n);
}
