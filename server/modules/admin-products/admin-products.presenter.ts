import type { AdminProduct } from '#common/schemas/admin-products';
import { presentProduct } from '#server/modules/shop/shop.presenter';
import type { ProductRow } from './admin-products.repository';

/** A product as the admin sees it: the shop's fields plus stock and whether it is archived. */
export function presentAdminProduct(p: ProductRow): AdminProduct {
  return {
    ...presentProduct(p),
    stock: p.stock,
    material: p.materialId && p.packSize && p.packUnit ? { materialId: p.materialId, packSize: p.packSize, packUnit: p.packUnit } : null,
    archived: p.archivedAt !== null,
    createdAt: p.createdAt.toISOString(),
  };
}
