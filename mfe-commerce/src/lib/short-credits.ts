/** Bundle amounts of 1000 or more show as Nk (3000 → 3k, 1500 → 1.5k). */
export function formatShortCredits(credits: number): string {
  if (Math.abs(credits) < 1000) return String(credits);
  const thousands = Math.round((credits / 1000) * 10) / 10;
  return `${thousands}k`;
}
