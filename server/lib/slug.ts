/** A readable URL slug from a title (`Rosé Absolute` → `rose-absolute`), at most 60 characters; `fallback` when nothing is left. */
export function slugify(text: string, fallback: string): string {
  const base = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return base || fallback;
}
