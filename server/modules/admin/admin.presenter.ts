import type { AdminUser, AuditEntry, BrandApplication } from '#common/schemas/admin';
import type { AuditRow, BrandApplicationRow, UserRow } from './admin.repository';

export function presentAdminUser(u: Omit<UserRow, 't'>): AdminUser {
  return {
    id: u.id,
    email: u.email,
    username: u.username ?? u.email.split('@')[0],
    roles: [...u.roles],
    joinedAt: u.createdAt.toISOString(),
    verified: u.emailConfirmedAt !== null,
    status: u.suspendedAt ? 'suspended' : 'active',
  };
}

/** The brand's links, whichever shape sign-up stored them in ({ links: [...] } or a map of networks). */
function linksOf(social: Record<string, unknown> | null): string[] {
  if (!social) return [];
  const raw = 'links' in social ? social.links : Object.values(social);
  const list = typeof raw === 'string' ? raw.split(/[\s,]+/) : Array.isArray(raw) ? raw : [];
  return list.filter((v): v is string => typeof v === 'string' && v.length > 0);
}

export function presentBrandApplication(r: Omit<BrandApplicationRow, 't'>): BrandApplication {
  const p = r.profile;
  return {
    userId: p.id,
    username: p.username,
    email: r.email,
    brandName: p.brandName ?? p.username,
    businessType: p.businessType,
    website: p.website,
    links: linksOf(p.socialLinks as Record<string, unknown> | null),
    phoneNumber: p.phoneNumber,
    appliedAt: p.createdAt.toISOString(),
  };
}

export function presentAudit(r: AuditRow): AuditEntry {
  const e = r.entry;
  return {
    id: e.id,
    actor: e.actorId && r.actorUsername ? { id: e.actorId, username: r.actorUsername } : null,
    action: e.action,
    targetType: e.targetType,
    targetId: e.targetId,
    targetLabel: e.targetLabel,
    details: e.details,
    createdAt: e.createdAt.toISOString(),
  };
}
