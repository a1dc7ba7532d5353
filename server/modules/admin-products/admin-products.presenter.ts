import type { AdminProduct } from '#common/schemas/admin-products';
import type { ProductRow } from './admin-products.repository';

/** A product as the admin sees it: the shop's fields plus stock and whether it is archived. */
export function presentAdminProduct(p: ProductRow): AdminProduct {
  return {
    id: p.id,
    slug: p.slug,
    name: p.name,
    description: p.description,
    category: p.category,
    priceCents: p.priceCents,
    stock: p.stock,
    imageUrl: p.imageUrl,
    archived: p.archivedAt !== null,
    createdAt: p.createdAt.toISOString(),
  };
}
