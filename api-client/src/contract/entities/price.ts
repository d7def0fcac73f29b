/** Package and pack prices arrive as display strings ("$9.99", "$1,299.00"); comparisons and sums need the number. */
export function priceToNumber(price: string): number | null {
  const match = /(\d[\d,]*(?:\.\d+)?)/.exec(price);
  if (!match?.[1]) return null;
  const value = Number(match[1].replace(/,/g, ''));
  return Number.isFinite(value) ? value : null;
}
