import { z } from 'zod';
import { ROLES } from '#common/roles';
import { RESERVED_USERNAMES, USERNAME_MAX, USERNAME_MIN } from '#common/usernames';
import { optionalHttpUrl, pageOf, userText } from './common';
import { PostSummarySchema } from './posts';
import { FAVORITE_NOTES, EXPERIENCE_LEVELS, VISIBILITIES, SOCIAL_NETWORKS } from '#common/constants';

export { DEFAULT_SETTINGS, FAVORITE_NOTES, EXPERIENCE_LEVELS, VISIBILITIES, SOCIAL_NETWORKS, type Visibility } from '#common/constants';

export const UsernameSchema = userText()
  .min(USERNAME_MIN, `Username must be at least ${USERNAME_MIN} characters`)
  .max(USERNAME_MAX, `Username must be at most ${USERNAME_MAX} characters`)
  .regex(
    /^[A-Za-z0-9][A-Za-z0-9_.-]*$/,
    'Username may contain only letters, digits, dots, hyphens and underscores, and must start with a letter or digit',
  )
  .refine((u) => !RESERVED_USERNAMES.has(u.toLowerCase()), 'This username is reserved. Please choose another.');

/** Trimmed text; empty means "clear it" and is stored as null. */
const optionalText = (max: number, label: string) =>
  userText()
    .max(max, `${label} must be at most ${max} characters`)
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .optional();

/** Links to the member's pages on each network: web addresses (http/https) only. */
export const SocialLinksSchema = z.strictObject(
  Object.fromEntries(SOCIAL_NETWORKS.map((n) => [n, optionalHttpUrl(200)])) as Record<
    (typeof SOCIAL_NETWORKS)[number],
    ReturnType<typeof optionalHttpUrl>
  >,
);

export const ProfileUpdateSchema = z.strictObject({
  username: UsernameSchema.optional(),
  bio: optionalText(500, 'Bio'),
  website: optionalHttpUrl(300),
  location: optionalText(100, 'Location'),
  specialty: optionalText(100, 'Specialty'),
  experienceLevel: z
    .union([z.enum(EXPERIENCE_LEVELS), z.literal('')])
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .optional(),
  favoriteNotes: z
    .array(z.enum(FAVORITE_NOTES))
    .max(FAVORITE_NOTES.length)
    .transform((v) => [...new Set(v)])
    .optional(),
  signatureScent: optionalText(100, 'Signature scent'),
  socialLinks: SocialLinksSchema.optional(),
});
export type ProfileUpdateInput = z.input<typeof ProfileUpdateSchema>;

export const SettingsSchema = z.strictObject({
  notifications: z.strictObject({ email: z.boolean(), marketing: z.boolean(), activityUpdates: z.boolean() }),
  privacy: z.strictObject({ profileVisibility: z.enum(VISIBILITIES), shareActivity: z.boolean() }),
});
export type Settings = z.infer<typeof SettingsSchema>;

/** Every field of a profile anyone may see (when its visibility lets them). */
export const ProfileSchema = z.object({
  id: z.uuid(),
  username: z.string(),
  avatarUrl: z.string().nullable(),
  avatarThumbUrl: z.string().nullable(),
  coverImageUrl: z.string().nullable(),
  coverThumbUrl: z.string().nullable(),
  bio: z.string().nullable(),
  website: z.string().nullable(),
  location: z.string().nullable(),
  specialty: z.string().nullable(),
  experienceLevel: z.string().nullable(),
  favoriteNotes: z.array(z.string()),
  signatureScent: z.string().nullable(),
  socialLinks: z.record(z.string(), z.string()),
  roles: z.array(z.enum(ROLES)),
  approved: z.boolean(),
  followersCount: z.number().int(),
  followingCount: z.number().int(),
  postsCount: z.number().int(),
  spritzCount: z.number().int(),
  createdAt: z.string(),
});

export const UsageSchema = z.object({
  formulaGenerations: z.object({ used: z.number().int(), total: z.number().int() }),
  isPremium: z.boolean(),
});
export type Usage = z.infer<typeof UsageSchema>;

export const OwnProfileSchema = ProfileSchema.extend({
  email: z.string(),
  emailConfirmed: z.boolean(),
  canLaunchProducts: z.boolean(),
  settings: SettingsSchema,
  perfumerLevel: z.string(),
  usage: UsageSchema,
});
export type OwnProfile = z.infer<typeof OwnProfileSchema>;

/**
 * A profile as another person sees it. When visibility hides it, `restricted` is true and only
 * the id, username and avatar are given.
 */
const IDENTITY = { id: true, username: true, avatarUrl: true, avatarThumbUrl: true } as const;
export const PublicProfileSchema = ProfileSchema.pick(IDENTITY).extend({
  restricted: z.boolean(),
  visibility: z.enum(VISIBILITIES),
  isOwn: z.boolean(),
  isFollowing: z.boolean(),
  profile: ProfileSchema.omit(IDENTITY).nullable(),
});
export type PublicProfile = z.infer<typeof PublicProfileSchema>;

/** A post in a profile's list: the post's own fields (the author is the profile). */
export const ProfilePostSchema = PostSummarySchema;
export type ProfilePost = z.infer<typeof ProfilePostSchema>;
export const ProfilePostPageSchema = pageOf(ProfilePostSchema);

/** A profile in the path: its id or its username (`/profiles/:key`), or its id (`/profiles/:id/follow`). */
export const ProfileKeyParamSchema = z.object({ key: z.string().min(1).max(100) });
export const ProfileIdParamSchema = z.object({ id: z.string().min(1).max(100) });

/** After follow/unfollow. The counts are null when the viewer may not see the profile (its visibility hides them). */
export const FollowResultSchema = z.object({
  following: z.boolean(),
  followersCount: z.number().int().nullable(),
  followingCount: z.number().int().nullable(),
});
export type FollowResult = z.infer<typeof FollowResultSchema>;
