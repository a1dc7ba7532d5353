import { BOTTLES } from '#common/schemas/bottle';
import type { HomeGridItem } from '#common/schemas/home';
import type { courses, products } from '#server/db/schema';

export function presentProduct(p: typeof products.$inferSelect, sold: number | null = null): HomeGridItem {
  return {
    type: 'product',
    id: p.id,
    name: p.name,
    description: p.description,
    priceCents: p.priceCents,
    imageUrl: p.imageUrl,
    aiGenerated: false,
    sold,
  };
}

export function presentCourse(c: typeof courses.$inferSelect, sold: number | null = null): HomeGridItem {
  return {
    type: 'course',
    id: c.id,
    name: c.title,
    description: c.description,
    priceCents: c.priceCents,
    imageUrl: c.imageUrl,
    aiGenerated: false,
    sold,
  };
}

/** A Finding Notes formula as a bottle: priced from the 50 ml bottle. */
export function presentFormulaBottle(f: {
  id: string;
  name: string;
  brief: Record<string, unknown>;
  author?: string | null;
}): HomeGridItem {
  const description = typeof f.brief.description === 'string' ? f.brief.description : 'A formula made with Finding Notes';
  return {
    type: 'formula',
    id: f.id,
    name: f.name,
    description: f.author ? `${description} (by ${f.author})` : description,
    priceCents: BOTTLES['50ml'],
    imageUrl: null,
    aiGenerated: true,
    sold: null,
  };
}
