import { randomBytes } from 'node:crypto';
import { MSG } from '#common/messages';
import type { AdminProductQuerySchema, ProductCreate, ProductMaterial, ProductUpdate } from '#common/schemas/admin-products';
import { materialById } from '#common/formula/materials';
import type { z } from 'zod';
import type { AppContext } from '#server/context';
import { badRequest, notFound } from '#server/errors';
import { slugify } from '#server/lib/slug';
import { decodeCursor, TimeCursorSchema, toPage } from '#server/lib/cursor';
import { PRODUCT_IMAGE_VARIANTS } from '#server/media/images';
import { newStorageStem, storeImage } from '#server/media/store-image';
import { changeDetails, recordAudit } from '#server/modules/admin/admin.repository';
import type { AuthContext } from '#server/plugins/auth';
import { presentAdminProduct } from './admin-products.presenter';
import * as repo from './admin-products.repository';

type Staff = Pick<AuthContext, 'userId'>;

/** The product's material columns from the form's material, or 400 when the engine knows no such material. */
function materialColumns(material: ProductMaterial) {
  if (!material) return { materialId: null, packSize: null, packUnit: null };
  if (!materialById(material.materialId)) throw badRequest('No such material', 'material.materialId');
  return material;
}

/**
 * The public URL of an uploaded catalogue picture (a product's or a course's), or 400 when no such upload
 * exists (a forged or stale key).
 */
export async function catalogueImageUrl(ctx: Pick<AppContext, 'storage'>, key: string) {
  const file = `${key}.webp`;
  if (!(await ctx.storage.list(file)).includes(file)) throw badRequest('Upload the image again', 'imageKey');
  return ctx.storage.publicUrl(file);
}

/** Shop products as staff manage them: list, create, edit, archive, and their pictures. Callers are admins. */
export class AdminProductsService {
  constructor(private readonly ctx: AppContext) {}

  async list(q: z.output<typeof AdminProductQuerySchema>) {
    const rows = await repo.listProducts(this.ctx.db, {
      q: q.q || undefined,
      archived: q.archived,
      limit: q.limit,
      after: decodeCursor(q.cursor, TimeCursorSchema),
    });
    const page = toPage(rows, q.limit, (r) => ({ t: r.t, id: r.product.id }));
    return { items: page.items.map((r) => presentAdminProduct(r.product)), nextCursor: page.nextCursor };
  }

  /**
   * Re-encodes an uploaded picture through the image pipeline (type from the bytes, metadata stripped) and
   * stores it; the product points at it when it is saved with the returned key.
   */
  async uploadImage(bytes: Buffer) {
    const key = newStorageStem('products', 'img');
    const [stored] = await storeImage(this.ctx.storage, bytes, PRODUCT_IMAGE_VARIANTS, MSG.selectImageFile, () => `${key}.webp`);
    return { imageKey: key, imageUrl: stored.url };
  }

  async create(actor: Staff, input: ProductCreate) {
    const material = materialColumns(input.material ?? null);
    const imageUrl = input.imageKey ? await catalogueImageUrl(this.ctx, input.imageKey) : `/catalogue/${input.category}.svg`;
    const product = await this.ctx.db.transaction(async (tx) => {
      const base = slugify(input.name, 'product');
      const slug = (await repo.slugTaken(tx, base)) ? `${base}-${randomBytes(3).toString('hex')}` : base;
      const row = await repo.insertProduct(tx, {
        slug,
        name: input.name,
        description: input.description,
        category: input.category,
        priceCents: input.priceCents,
        stock: input.stock,
        ...material,
        imageUrl,
      });
      await recordAudit(tx, {
        actorId: actor.userId,
        action: 'product.create',
        targetType: 'product',
        targetId: row.id,
        targetLabel: row.name,
        details: { category: row.category, priceCents: row.priceCents, stock: row.stock, materialId: row.materialId },
      });
      return row;
    });
    return presentAdminProduct(product);
  }

  async update(actor: Staff, id: string, input: ProductUpdate) {
    const material = input.material === undefined ? {} : materialColumns(input.material);
    const imageUrl = input.imageKey ? await catalogueImageUrl(this.ctx, input.imageKey) : undefined;
    const product = await this.ctx.db.transaction(async (tx) => {
      const before = await repo.findProduct(tx, id, true);
      if (!before) throw notFound('Product not found');
      const { imageKey: _key, material: _material, ...fields } = input;
      const changes = { ...fields, ...material, ...(imageUrl ? { imageUrl } : {}) };
      const row = await repo.updateProduct(tx, id, changes);
      // The audit keeps what changed, from what to what (the image by its new URL).
      await recordAudit(tx, {
        actorId: actor.userId,
        action: 'product.update',
        targetType: 'product',
        targetId: row.id,
        targetLabel: row.name,
        details: changeDetails(before, changes),
      });
      return row;
    });
    return presentAdminProduct(product);
  }

  /** Archive takes a product out of the shop and carts' checkout; orders already placed keep their lines. */
  async setArchived(actor: Staff, id: string, archived: boolean) {
    const product = await this.ctx.db.transaction(async (tx) => {
      const before = await repo.findProduct(tx, id, true);
      if (!before) throw notFound('Product not found');
      if ((before.archivedAt !== null) === archived) return before;
      const row = await repo.updateProduct(tx, id, { archivedAt: archived ? new Date() : null });
      await recordAudit(tx, {
        actorId: actor.userId,
        action: archived ? 'product.archive' : 'product.unarchive',
        targetType: 'product',
        targetId: row.id,
        targetLabel: row.name,
      });
      return row;
    });
    return presentAdminProduct(product);
  }
}
