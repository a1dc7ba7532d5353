import { OkSchema, PageQuerySchema, pageOf } from '#common/schemas/common';
import {
  AdminUserParamsSchema,
  AdminUserQuerySchema,
  AdminUserSchema,
  AuditEntrySchema,
  BrandApplicationSchema,
  BrandRejectSchema,
  UpdateUserRoleResultSchema,
  UpdateUserRoleSchema,
} from '#common/schemas/admin';
import type { App, AppContext } from '#server/context';
import { adminOnly, requireAdmin, requireUser, signedInOnly } from '#server/plugins/auth';
import { AdminService } from './admin.service';

/** Admin Management (/admin): every route answers 401 to visitors and 403 to non-admins. */
export async function adminRoutes(app: App, ctx: AppContext) {
  const service = new AdminService(ctx);
  const schema = { tags: ['admin'], security: [{ bearer: [] }] };
  const guard = { preValidation: adminOnly };

  app.get(
    '/admin/users',
    { ...guard, schema: { ...schema, querystring: AdminUserQuerySchema, response: { 200: pageOf(AdminUserSchema) } } },
    async (request) => {
      requireAdmin(request);
      return service.users(request.query);
    },
  );

  app.post(
    '/admin/users/:id/suspend',
    { ...guard, schema: { ...schema, params: AdminUserParamsSchema, response: { 200: AdminUserSchema } } },
    async (request) => service.setSuspended(requireAdmin(request), request.params.id, true),
  );

  app.post(
    '/admin/users/:id/reactivate',
    { ...guard, schema: { ...schema, params: AdminUserParamsSchema, response: { 200: AdminUserSchema } } },
    async (request) => service.setSuspended(requireAdmin(request), request.params.id, false),
  );

  app.post(
    '/admin/users/:id/resend-verification',
    { ...guard, schema: { ...schema, params: AdminUserParamsSchema, response: { 200: OkSchema } } },
    async (request) => service.resendVerification(requireAdmin(request), request.params.id, request.ip),
  );

  app.get(
    '/admin/audit',
    { ...guard, schema: { ...schema, querystring: PageQuerySchema, response: { 200: pageOf(AuditEntrySchema) } } },
    async (request) => {
      requireAdmin(request);
      return service.audit(request.query);
    },
  );

  app.get(
    '/admin/brand-applications',
    { ...guard, schema: { ...schema, querystring: PageQuerySchema, response: { 200: pageOf(BrandApplicationSchema) } } },
    async (request) => {
      requireAdmin(request);
      return service.brandApplications(request.query);
    },
  );

  app.post(
    '/admin/brand-applications/:id/approve',
    { ...guard, schema: { ...schema, params: AdminUserParamsSchema, response: { 200: OkSchema } } },
    async (request) => service.approveBrand(requireAdmin(request), request.params.id),
  );

  app.post(
    '/admin/brand-applications/:id/reject',
    { ...guard, schema: { ...schema, params: AdminUserParamsSchema, body: BrandRejectSchema, response: { 200: OkSchema } } },
    async (request) => service.rejectBrand(requireAdmin(request), request.params.id, request.body.reason),
  );

  /** update-user-role (spec 000 §7): signed in, then only super admins ('Only super admins can change user roles'). */
  app.post(
    '/functions/update-user-role',
    {
      preValidation: signedInOnly,
      schema: { ...schema, tags: ['functions'], body: UpdateUserRoleSchema, response: { 200: UpdateUserRoleResultSchema } },
    },
    async (request) => service.updateRole(requireUser(request), request.body),
  );
}
