import { isoTime } from '#server/lib/iso-time';
import type { Role } from '#common/roles';
import { DEFAULT_SETTINGS, type OwnProfile, type PublicProfile, type Settings } from '#common/schemas/profile';
import type { ProfileRow } from './profiles.repository';

const isHttpUrl = (v: unknown): v is string => typeof v === 'string' && /^https?:\/\//i.test(v);

export interface ProfileStats {
  postsCount: number;
  spritzCount: number;
}

/** The stored settings over the defaults, so a setting added later has its default for everyone. */
export function presentSettings(row: ProfileRow): Settings {
  return { ...DEFAULT_SETTINGS, ...(row.settings ?? {}) } as Settings;
}

/** What anyone allowed to see the profile sees, beyond id, username and avatar. */
export function presentProfileDetails(row: ProfileRow, roles: Role[], stats: ProfileStats): NonNullable<PublicProfile['profile']> {
  return {
    bio: row.bio,
    website: isHttpUrl(row.website) ? row.website : null,
    location: row.location,
    specialty: row.specialty,
    experienceLevel: row.experienceLevel,
    favoriteNotes: row.favoriteNotes ?? [],
    signatureScent: row.signatureScent,
    // Only web addresses are ever linked (rows stored before the URL rule are filtered on the way out).
    socialLinks: Object.fromEntries(Object.entries(row.socialLinks ?? {}).filter(([, v]) => isHttpUrl(v))) as Record<string, string>,
    coverImageUrl: row.coverImageUrl,
    coverThumbUrl: row.coverThumbUrl,
    roles,
    approved: row.approved,
    followersCount: row.followersCount,
    followingCount: row.followingCount,
    ...stats,
    createdAt: isoTime(row.createdAt),
  };
}

/** The profile's identity: what even a restricted profile shows. */
function presentIdentity(row: ProfileRow) {
  return { id: row.id, username: row.username, avatarUrl: row.avatarUrl, avatarThumbUrl: row.avatarThumbUrl };
}

/** The signed-in user's own profile: everything, with their email, settings and formula usage. */
export function presentOwnProfile(
  row: ProfileRow,
  user: { email: string; emailConfirmedAt: Date | null },
  roles: Role[],
  stats: ProfileStats,
  usage: OwnProfile['usage'],
): OwnProfile {
  return {
    ...presentIdentity(row),
    ...presentProfileDetails(row, roles, stats),
    email: user.email,
    emailConfirmed: user.emailConfirmedAt !== null,
    canLaunchProducts: row.canLaunchProducts,
    settings: presentSettings(row),
    perfumerLevel: row.experienceLevel ?? 'Explorer',
    usage,
  };
}

/**
 * A profile as another person sees it: `details` is null when its visibility hides it from them, and then
 * only the identity, the visibility and the follow state are given.
 */
export function presentPublicProfile(
  row: ProfileRow,
  viewer: { isOwn: boolean; isFollowing: boolean },
  details: { roles: Role[]; stats: ProfileStats } | null,
): PublicProfile {
  const base = { ...presentIdentity(row), visibility: presentSettings(row).privacy.profileVisibility, ...viewer };
  if (!details) return { ...base, restricted: true, profile: null };
  return { ...base, restricted: false, profile: presentProfileDetails(row, details.roles, details.stats) };
}
