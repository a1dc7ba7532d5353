/** Stored role values. 'free' is derived when a user holds no role row. */
export const ROLES = ['customer', 'perfumer', 'brand', 'moderator', 'admin', 'super_admin'] as const;
export type Role = (typeof ROLES)[number];
export type DisplayRole = Role | 'free';

/** The primary role shown for a user is the first of these they hold. */
const PRIMARY_ORDER: DisplayRole[] = ['super_admin', 'admin', 'perfumer', 'brand', 'customer', 'free'];

export const FREE_GENERATIONS = 20;
export const PREMIUM_GENERATIONS = 999;
export const VISITOR_GENERATIONS = 3;

export interface RoleFlags {
  isAdmin: boolean;
  isSuperAdmin: boolean;
  isProfessional: boolean;
  isPremium: boolean;
  isModerator: boolean;
}

/** What a user's roles allow: admin (admin or super admin); professional and premium (perfumers, brands, admins); moderator (moderators, admins). */
export function deriveFlags(roles: readonly string[]): RoleFlags {
  const has = (r: Role) => roles.includes(r);
  const isSuperAdmin = has('super_admin');
  const isAdmin = isSuperAdmin || has('admin');
  return {
    isSuperAdmin,
    isAdmin,
    isProfessional: isAdmin || has('perfumer') || has('brand'),
    isPremium: isAdmin || has('perfumer') || has('brand'),
    isModerator: isAdmin || has('moderator'),
  };
}

/** The primary role shown for a user: the first of PRIMARY_ORDER they hold, 'free' when none. */
export function primaryRole(roles: readonly string[]): DisplayRole {
  return PRIMARY_ORDER.find((r) => r === 'free' || roles.includes(r)) ?? 'free';
}

/** Formula generations a signed-in user may make: premium users (perfumers, brands, admins) 999, everyone else 20. */
export function generationLimit(roles: readonly string[]): number {
  return deriveFlags(roles).isPremium ? PREMIUM_GENERATIONS : FREE_GENERATIONS;
}

export const ROLE_LABELS: Record<DisplayRole, string> = {
  free: 'Free',
  customer: 'Perfume Lover',
  perfumer: 'Perfumer',
  brand: 'Brand',
  moderator: 'Moderator',
  admin: 'Admin',
  super_admin: 'Super Admin',
};

/** Roles a super admin gives or takes from /admin (super_admin itself only from the command line or ADMIN_EMAILS). */
export const ASSIGNABLE_ROLES = ['admin', 'brand', 'perfumer', 'moderator'] as const;
export type AssignableRole = (typeof ASSIGNABLE_ROLES)[number];

export interface RoleAction {
  action: 'add' | 'remove';
  role: AssignableRole;
  /** The button's label: 'Make Admin', 'Remove Brand'… */
  label: string;
}

/**
 * The role actions of spec 000 §4 offered on a user's row: only to super admins, never on their own row;
 * Make X for a role the user lacks, Remove X for one they hold (a removal inserts customer).
 */
export function roleActions(
  actor: { userId: string; isSuperAdmin: boolean },
  target: { id: string; roles: readonly string[] },
): RoleAction[] {
  if (!actor.isSuperAdmin || actor.userId === target.id) return [];
  return ASSIGNABLE_ROLES.map((role) => {
    const held = target.roles.includes(role);
    return { action: held ? 'remove' : 'add', role, label: `${held ? 'Remove' : 'Make'} ${ROLE_LABELS[role]}` } as RoleAction;
  });
}
