import type { Product } from '#common/schemas/shop';
import type { ProductRow } from './shop.repository';

/** A catalogue product as the API gives it (whitelisted fields; price in integer cents). */
export function presentProduct(p: ProductRow): Product {
  return {
    id: p.id,
    slug: p.slug,
    name: p.name,
    description: p.description,
    category: p.category,
    priceCents: p.priceCents,
    imageUrl: p.imageUrl,
  };
}
