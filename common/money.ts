/** Formats integer cents as US dollars, e.g. 8500 → "$85.00". Money is kept in cents everywhere else. */
export function formatCents(cents: number): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100);
}
