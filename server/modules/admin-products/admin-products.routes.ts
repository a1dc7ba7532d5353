import { z } from 'zod';
import { MSG } from '#common/messages';
import {
  AdminProductPageSchema,
  AdminProductQuerySchema,
  AdminProductSchema,
  ProductCreateSchema,
  ProductImageSchema,
  ProductUpdateSchema,
} from '#common/schemas/admin-products';
import type { App, AppContext } from '#server/context';
import { acceptUploads, readUpload } from '#server/lib/upload';
import { adminOnly, requireAdmin } from '#server/plugins/auth';
import { AdminProductsService } from './admin-products.service';

const ProductParams = z.object({ id: z.uuid({ error: 'Product not found' }) });

/** Admin Management → Products: admins only (401 to visitors, 403 to everyone else, moderators included). */
export async function adminProductRoutes(app: App, ctx: AppContext) {
  // Uploads: 5 MB a file unless a route reads with a larger limit (lesson videos).
  await acceptUploads(app);
  const service = new AdminProductsService(ctx);
  const schema = { tags: ['admin'], security: [{ bearer: [] }] };
  const guard = { preValidation: adminOnly };

  app.get(
    '/admin/products',
    { ...guard, schema: { ...schema, querystring: AdminProductQuerySchema, response: { 200: AdminProductPageSchema } } },
    async (request) => {
      requireAdmin(request);
      return service.list(request.query);
    },
  );

  app.post(
    '/admin/products',
    { ...guard, schema: { ...schema, body: ProductCreateSchema, response: { 201: AdminProductSchema } } },
    async (request, reply) => {
      const product = await service.create(requireAdmin(request), request.body);
      return reply.code(201).send(product);
    },
  );

  app.patch(
    '/admin/products/:id',
    { ...guard, schema: { ...schema, params: ProductParams, body: ProductUpdateSchema, response: { 200: AdminProductSchema } } },
    async (request) => service.update(requireAdmin(request), request.params.id, request.body),
  );

  app.post(
    '/admin/products/:id/archive',
    { ...guard, schema: { ...schema, params: ProductParams, response: { 200: AdminProductSchema } } },
    async (request) => service.setArchived(requireAdmin(request), request.params.id, true),
  );

  app.post(
    '/admin/products/:id/unarchive',
    { ...guard, schema: { ...schema, params: ProductParams, response: { 200: AdminProductSchema } } },
    async (request) => service.setArchived(requireAdmin(request), request.params.id, false),
  );

  app.post(
    '/admin/products/images',
    {
      ...guard,
      schema: { ...schema, consumes: ['multipart/form-data'], response: { 200: ProductImageSchema } },
      config: { rateLimit: { max: ctx.config.UPLOAD_LIMIT_PER_MINUTE, timeWindow: '1 minute' } },
    },
    async (request) => {
      requireAdmin(request);
      const file = await readUpload(request, MSG.imageUnder5);
      return service.uploadImage(file.buffer);
    },
  );
}
