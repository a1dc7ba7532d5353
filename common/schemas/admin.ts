import { z } from 'zod';
import { ASSIGNABLE_ROLES, ROLES } from '#common/roles';
import { PageQuerySchema, userText } from './common';

export const AdminUserSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  username: z.string(),
  roles: z.array(z.enum(ROLES)),
  joinedAt: z.string(),
  verified: z.boolean(),
  status: z.enum(['active', 'suspended']),
});
export type AdminUser = z.infer<typeof AdminUserSchema>;

export const AdminUserQuerySchema = PageQuerySchema.extend({ q: userText().max(100).optional() });

/** update-user-role (spec 000 §7): body {target_user_id, new_role}; `action: 'remove'` for Remove X. */
export const UpdateUserRoleSchema = z.strictObject({
  target_user_id: z.uuid({ error: 'User not found' }),
  new_role: z.enum(ASSIGNABLE_ROLES, { error: `new_role must be one of ${ASSIGNABLE_ROLES.join(', ')}` }),
  action: z.enum(['add', 'remove']).default('add'),
});
export const UpdateUserRoleResultSchema = z.object({ ok: z.literal(true), roles: z.array(z.enum(ROLES)) });

export const BrandApplicationSchema = z.object({
  userId: z.uuid(),
  username: z.string(),
  email: z.string(),
  brandName: z.string(),
  businessType: z.string().nullable(),
  website: z.string().nullable(),
  links: z.array(z.string()),
  phoneNumber: z.string().nullable(),
  appliedAt: z.string(),
});
export type BrandApplication = z.infer<typeof BrandApplicationSchema>;

export const BrandRejectSchema = z.strictObject({
  reason: userText().min(1, 'Please give a reason').max(1000, 'A reason is at most 1000 characters'),
});

export const AuditEntrySchema = z.object({
  id: z.uuid(),
  actor: z.object({ id: z.uuid(), username: z.string() }).nullable(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string().nullable(),
  targetLabel: z.string().nullable(),
  details: z.record(z.string(), z.unknown()).nullable(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

/** The user an admin action is about (`/admin/users/:id/...`). */
export const AdminUserParamsSchema = z.object({ id: z.uuid({ error: 'User not found' }) });
