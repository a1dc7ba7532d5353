/** Formats integer cents as US dollars, e.g. 8500 → "$85.00". Money is kept in cents everywhere else. */
export function formatCents(cents: number): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100);
}

/** What an admin types as a price ("24.5", "$24.50") → integer cents; null unless dollars with at most two decimals. */
export function parseDollars(text: string): number | null {
  const m = /^\$?\s*(\d{1,7})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? '0').padEnd(2, '0'));
}
