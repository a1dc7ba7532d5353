import { z } from 'zod';
import { generationLimit, deriveFlags } from '../../../common/roles';
import { DEFAULT_SETTINGS, type OwnProfile, type ProfileUpdateSchema, type PublicProfile, type Settings, type Visibility } from '../../../common/schemas/profile';
import type { AppContext } from '../../context';
import { badRequest, conflict, isUniqueViolation, notFound, unauthorized } from '../../errors';
import { decodeCursor, TimeCursorSchema, toPage } from '../../lib/cursor';
import type { AuthContext } from '../../plugins/auth';
import * as repo from './profiles.repository';
import { actorName, notify } from '../notifications/notifications.service';
import { randomBytes } from 'node:crypto';
import { AVATAR_VARIANTS, COVER_VARIANTS, processImage } from '../../media/images';
import { MediaError } from '../../media/media-error';
import { AppError } from '../../errors';
import { MSG } from '../../../common/messages';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function settingsOf(row: repo.ProfileRow): Settings {
  return { ...DEFAULT_SETTINGS, ...(row.settings ?? {}) } as Settings;
}

function baseFields(row: repo.ProfileRow, roles: OwnProfile['roles'], stats: { postsCount: number; spritzCount: number }) {
  return {
    bio: row.bio,
    website: row.website,
    location: row.location,
    specialty: row.specialty,
    experienceLevel: row.experienceLevel,
    favoriteNotes: row.favoriteNotes ?? [],
    signatureScent: row.signatureScent,
    socialLinks: Object.fromEntries(Object.entries(row.socialLinks ?? {}).filter(([, v]) => typeof v === 'string')) as Record<string, string>,
    coverImageUrl: row.coverImageUrl,
    coverThumbUrl: row.coverThumbUrl,
    roles,
    approved: row.approved,
    followersCount: row.followersCount,
    followingCount: row.followingCount,
    ...stats,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Own profile, public profiles (with visibility enforced), edits, settings and follow. */
export class ProfilesService {
  constructor(private readonly ctx: AppContext) {}

  /** The signed-in user's profile; a missing row is created as 'user_' plus 6 digits (spec 000 §4). */
  async own(userId: string): Promise<OwnProfile> {
    const user = await repo.findUser(this.ctx.db, userId);
    if (!user) throw unauthorized();
    let row = await repo.findProfileById(this.ctx.db, userId);
    if (!row) row = await this.createMissingProfile(userId);
    const roles = await repo.rolesOf(this.ctx.db, userId);
    const [stats, used] = await Promise.all([repo.postStats(this.ctx.db, userId), repo.countGenerations(this.ctx.db, userId)]);
    const flags = deriveFlags(roles);
    return {
      id: row.id,
      username: row.username,
      avatarUrl: row.avatarUrl,
      avatarThumbUrl: row.avatarThumbUrl,
      ...baseFields(row, roles, stats),
      email: user.email,
      emailConfirmed: user.emailConfirmedAt !== null,
      canLaunchProducts: row.canLaunchProducts,
      settings: settingsOf(row),
      perfumerLevel: row.experienceLevel ?? 'Explorer',
      usage: { formulaGenerations: { used, total: generationLimit(roles) }, isPremium: flags.isPremium },
    };
  }

  private async createMissingProfile(userId: string) {
    const digits = String(Date.now()).slice(-6);
    for (const candidate of [`user_${digits}`, ...Array.from({ length: 5 }, () => `user_${String(Math.floor(Math.random() * 1e6)).padStart(6, '0')}`)]) {
      const row = await repo.insertProfile(this.ctx.db, { id: userId, username: candidate, avatarUrl: null, approved: true, settings: DEFAULT_SETTINGS });
      if (row) return row;
      const existing = await repo.findProfileById(this.ctx.db, userId);
      if (existing) return existing;
    }
    throw new Error('could not create a profile');
  }

  /** Saves the Edit Profile dialog. Empty optional fields become null; usernames stay unique. */
  async update(userId: string, input: z.output<typeof ProfileUpdateSchema>): Promise<OwnProfile> {
    const current = await repo.findProfileById(this.ctx.db, userId);
    if (!current) await this.own(userId);
    const { socialLinks, ...rest } = input;
    const values: Parameters<typeof repo.updateProfile>[2] = { ...rest };
    if (socialLinks) {
      values.socialLinks = Object.fromEntries(Object.entries(socialLinks).filter((e): e is [string, string] => typeof e[1] === 'string'));
    }
    try {
      await repo.updateProfile(this.ctx.db, userId, values);
    } catch (err) {
      if (isUniqueViolation(err)) throw conflict('This username is already taken. Please choose another.');
      throw err;
    }
    return this.own(userId);
  }

  /**
   * Replaces the avatar or cover: the bytes are checked and re-encoded (orientation applied, metadata
   * stripped, sized variants), stored as `{userId}/{kind}_{random}.webp`, then the previous files go.
   */
  async uploadImage(userId: string, kind: 'avatar' | 'cover', bytes: Buffer): Promise<OwnProfile> {
    await this.own(userId); // makes sure the profile exists
    let processed;
    try {
      processed = await processImage(bytes, kind === 'avatar' ? AVATAR_VARIANTS : COVER_VARIANTS);
    } catch (err) {
      if (err instanceof MediaError && err.status === 415) throw new AppError(415, 'unsupported_type', MSG.selectImageFile);
      throw err;
    }
    const { storage } = this.ctx;
    const stem = `${userId}/${kind}_${randomBytes(8).toString('hex')}`;
    const bySize = [...processed.variants].sort((x, y) => y.width - x.width);
    const [large, small] = [bySize[0], bySize[bySize.length - 1]];
    const keys = { large: `${stem}.webp`, small: `${stem}-${small.name}.webp` };
    await storage.put(keys.large, large.buffer, { contentType: large.contentType, cacheControl: 'public, max-age=3600' });
    await storage.put(keys.small, small.buffer, { contentType: small.contentType, cacheControl: 'public, max-age=3600' });
    await repo.updateProfile(
      this.ctx.db,
      userId,
      kind === 'avatar'
        ? { avatarUrl: storage.publicUrl(keys.large), avatarThumbUrl: storage.publicUrl(keys.small) }
        : { coverImageUrl: storage.publicUrl(keys.large), coverThumbUrl: storage.publicUrl(keys.small) },
    );
    // The previous files of this kind are removed once the profile points at the new ones.
    const previous = (await storage.list(`${userId}/${kind}_`)).filter((k) => !k.startsWith(stem));
    await Promise.all(previous.map((k) => storage.delete(k)));
    return this.own(userId);
  }

  async saveSettings(userId: string, settings: Settings): Promise<Settings> {
    const row = await repo.updateProfile(this.ctx.db, userId, { settings });
    if (!row) throw notFound('Profile not found');
    return settingsOf(row);
  }

  /** A profile by id or username, as `viewer` may see it. */
  async view(idOrUsername: string, viewer: AuthContext | null): Promise<PublicProfile> {
    const row = await this.find(idOrUsername);
    const visible = await this.canSee(row, viewer);
    const isOwn = viewer?.userId === row.id;
    const isFollowing = viewer && !isOwn ? await repo.isFollowing(this.ctx.db, viewer.userId, row.id) : false;
    const base = {
      id: row.id,
      username: row.username,
      avatarUrl: row.avatarUrl,
      avatarThumbUrl: row.avatarThumbUrl,
      visibility: settingsOf(row).privacy.profileVisibility,
      isOwn,
      isFollowing,
    };
    if (!visible) return { ...base, restricted: true, profile: null };
    const [roles, stats] = await Promise.all([repo.rolesOf(this.ctx.db, row.id), repo.postStats(this.ctx.db, row.id)]);
    return { ...base, restricted: false, profile: baseFields(row, roles, stats) };
  }

  async posts(idOrUsername: string, viewer: AuthContext | null, limit: number, cursor?: string) {
    const row = await this.find(idOrUsername);
    if (!(await this.canSee(row, viewer))) return { items: [], nextCursor: null };
    const after = decodeCursor(cursor, TimeCursorSchema);
    const rows = await repo.listPostsByAuthor(this.ctx.db, row.id, limit, after);
    const page = toPage(rows, limit, (r) => ({ t: r.t, id: r.post.id }));
    return {
      items: page.items.map(({ post: p }) => ({
        id: p.id,
        title: p.title,
        content: p.content,
        imageUrl: p.imageUrl,
        imageThumbUrl: p.imageThumbUrl,
        videoUrl: p.videoUrl,
        videoThumbnail: p.videoThumbnail,
        likesCount: p.likesCount,
        commentsCount: p.commentsCount,
        createdAt: p.createdAt.toISOString(),
      })),
      nextCursor: page.nextCursor,
    };
  }

  /** Follows a user. Following oneself is refused; a repeated follow changes nothing. */
  async follow(viewerId: string, targetId: string) {
    if (viewerId === targetId) throw badRequest('You cannot follow yourself');
    await this.requireProfile(targetId);
    await this.ctx.db.transaction(async (tx) => {
      if (!(await repo.insertFollow(tx, viewerId, targetId))) return;
      const name = await actorName(tx, viewerId);
      await notify(tx, { userId: targetId, type: 'follow', actorId: viewerId, subjectType: 'user', subjectId: targetId, title: 'New follower', message: `${name} started following you`, link: `/profile/${viewerId}` });
    });
    return this.followState(viewerId, targetId);
  }

  /** Unfollows a user; unfollowing someone not followed changes nothing. */
  async unfollow(viewerId: string, targetId: string) {
    if (viewerId === targetId) throw badRequest('You cannot follow yourself');
    await this.requireProfile(targetId);
    await this.ctx.db.transaction((tx) => repo.deleteFollow(tx, viewerId, targetId));
    return this.followState(viewerId, targetId);
  }

  private async followState(viewerId: string, targetId: string) {
    const [target, following] = await Promise.all([repo.findProfileById(this.ctx.db, targetId), repo.isFollowing(this.ctx.db, viewerId, targetId)]);
    return { following, followersCount: target!.followersCount, followingCount: target!.followingCount };
  }

  private async requireProfile(id: string) {
    if (!UUID.test(id)) throw notFound('User Not Found');
    const row = await repo.findProfileById(this.ctx.db, id);
    if (!row) throw notFound('User Not Found');
    return row;
  }

  private async find(idOrUsername: string) {
    const row = UUID.test(idOrUsername) ? await repo.findProfileById(this.ctx.db, idOrUsername) : await repo.findProfileByUsername(this.ctx.db, idOrUsername);
    if (!row) throw notFound('User Not Found');
    return row;
  }

  /** public: anyone; contacts: the user's followers and the user; private: the user. Admins see all. */
  private async canSee(row: repo.ProfileRow, viewer: AuthContext | null): Promise<boolean> {
    const visibility: Visibility = settingsOf(row).privacy.profileVisibility;
    if (visibility === 'public') return true;
    if (!viewer) return false;
    if (viewer.userId === row.id || viewer.isAdmin) return true;
    if (visibility === 'contacts') return repo.isFollowing(this.ctx.db, viewer.userId, row.id);
    return false;
  }
}
