import { z } from 'zod';
import { generationLimit, deriveFlags } from '#common/roles';
import { DEFAULT_SETTINGS, type OwnProfile, type ProfileUpdateSchema, type PublicProfile, type Settings } from '#common/schemas/profile';
import type { PostSummary } from '#common/schemas/posts';
import type { AppContext } from '#server/context';
import { badRequest, conflict, isUniqueViolation, notFound, unauthorized } from '#server/errors';
import { decodeCursor, TimeCursorSchema, toPage } from '#server/lib/cursor';
import type { AuthContext } from '#server/plugins/auth';
import { presentPostSummary } from '#server/modules/posts/posts.presenter';
import { presentOwnProfile, presentPublicProfile, presentSettings } from './profiles.presenter';
import * as repo from './profiles.repository';
import { actorName, notify } from '#server/modules/notifications/notifications.service';
import { AVATAR_VARIANTS, COVER_VARIANTS } from '#server/media/images';
import { newStorageStem, storeImage } from '#server/media/store-image';
import { MSG } from '#common/messages';
import { isUuid } from '#server/lib/ids';
import { SharedList } from '#server/shared-reads';
import { askedPageSizes } from '#common/page-sizes';

/**
 * The page sizes of a profile's posts a member's page may be shared at: the client's and the schema's default (others
 * are read for them).
 */
export const SHARED_POSTS_PAGE_SIZES = askedPageSizes('profilePosts');

/** A profile's post page's keyset cursor: its last post's exact time and id. */
const postCursorOf = (r: repo.ProfilePostRow) => ({ t: r.t, id: r.id });

/** A page of a profile's posts, as asked: the profile's id or username, the page's size and cursor. */
interface ProfilePostsQuery {
  key: string;
  limit: number;
  after: { t: string; id: string } | undefined;
}
/** A page of a profile's posts as it is answered. */
type ProfilePostPage = { items: PostSummary[]; nextCursor: string | null };
/** A profile's posts as a shared list (ProfilesService.postPages), of the profile the page is of. */
class ProfilePostList extends SharedList<
  ProfilePostsQuery,
  repo.ProfilePostRow,
  PostSummary,
  typeof repo.PROFILE_POST_PER_VIEWER,
  { id: string; visible: boolean } | undefined,
  ProfilePostPage
> {}

/** Own profile, public profiles (with visibility enforced), edits, settings and follow. */
export class ProfilesService {
  /**
   * A profile's posts: a member who is not its owner is answered from the visitors' page while visitors see the
   * owner (then every member does, the same posts), with the counts and what was deleted or hidden since read fresh
   * (profilePostsMemberState). The owner, admins, other page sizes and profiles visitors do not see are read for.
   */
  private readonly postPages: ProfilePostList;

  constructor(private readonly ctx: AppContext) {
    this.postPages = new ProfilePostList(ctx, {
      pageSizes: SHARED_POSTS_PAGE_SIZES,
      key: (q) => [q.limit, q.after, q.key.toLowerCase()],
      readForVisitors: async (q) => {
        const found = await repo.profilePosts(ctx.db, q.key, null, q.limit, q.after);
        return { rows: found?.posts ?? [], of: found && { id: found.profileId, visible: found.visible } };
      },
      // The owner is read for without asking: their own new posts reach them at once.
      memberState: (viewerId, page, _q, _more, profile) =>
        profile?.visible && profile.id !== viewerId
          ? repo.profilePostsMemberState(
              ctx.db,
              viewerId,
              profile.id,
              page.map((r) => r.id),
            )
          : undefined,
      perViewer: repo.PROFILE_POST_PER_VIEWER,
      id: (r) => r.id,
      present: presentPostSummary,
      answer: (items, rows, q) => ({ items, nextCursor: toPage(rows, q.limit, postCursorOf).nextCursor }),
      readFor: async (viewer, q) => {
        const found = await repo.profilePosts(ctx.db, q.key, viewer, q.limit, q.after);
        if (!found) throw notFound('User Not Found');
        if (!found.visible) return { items: [], nextCursor: null };
        const page = toPage(found.posts, q.limit, postCursorOf);
        return { items: page.items.map(presentPostSummary), nextCursor: page.nextCursor };
      },
    });
  }

  /** The signed-in user's profile; a missing row is created on first read, named 'user_' plus 6 digits. */
  async own(userId: string): Promise<OwnProfile> {
    const user = await repo.findUser(this.ctx.db, userId);
    if (!user) throw unauthorized();
    const owner = { userId, isAdmin: false };
    const [found, used] = await Promise.all([
      repo.profileView(this.ctx.db, userId, owner, true),
      repo.countGenerations(this.ctx.db, userId),
    ]);
    let view = found;
    if (!view) {
      await this.createMissingProfile(userId);
      view = await this.profileFor(userId, owner, true);
    }
    const { profile, details } = view;
    const { roles, stats } = details!;
    return presentOwnProfile(profile, user, roles, stats, {
      formulaGenerations: { used, total: generationLimit(roles) },
      isPremium: deriveFlags(roles).isPremium,
    });
  }

  private async createMissingProfile(userId: string) {
    const digits = String(Date.now()).slice(-6);
    for (const candidate of [
      `user_${digits}`,
      ...Array.from({ length: 5 }, () => `user_${String(Math.floor(Math.random() * 1e6)).padStart(6, '0')}`),
    ]) {
      const row = await repo.insertProfile(this.ctx.db, {
        id: userId,
        username: candidate,
        avatarUrl: null,
        approved: true,
        settings: DEFAULT_SETTINGS,
      });
      if (row) return row;
      const createdMeanwhile = await repo.findProfileById(this.ctx.db, userId);
      if (createdMeanwhile) return createdMeanwhile;
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
    const { storage } = this.ctx;
    const stem = newStorageStem(userId, kind);
    // The largest size is `{stem}.webp`, the others `{stem}-{name}.webp`.
    const largest = (all: readonly { width: number }[]) => Math.max(...all.map((v) => v.width));
    const stored = await storeImage(storage, bytes, kind === 'avatar' ? AVATAR_VARIANTS : COVER_VARIANTS, MSG.selectImageFile, (v, all) =>
      v.width === largest(all) ? `${stem}.webp` : `${stem}-${v.name}.webp`,
    );
    const bySize = [...stored].sort((x, y) => y.width - x.width);
    const keys = { large: bySize[0].key, small: bySize[bySize.length - 1].key };
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
    return presentSettings(row);
  }

  /** A profile by id or username, as `viewer` may see it. */
  async view(idOrUsername: string, viewer: AuthContext | null): Promise<PublicProfile> {
    const { profile, following, details } = await this.profileFor(idOrUsername, viewer, true);
    const isOwn = viewer?.userId === profile.id;
    return presentPublicProfile(profile, { isOwn, isFollowing: following && !isOwn }, details);
  }

  /** A page of a profile's posts, as `viewer` may see them (postPages). */
  async posts(idOrUsername: string, viewer: AuthContext | null, limit: number, cursor?: string) {
    return this.postPages.read(viewer, { key: idOrUsername, limit, after: decodeCursor(cursor, TimeCursorSchema) });
  }

  /**
   * Follows a user. Following oneself is refused; a repeated follow changes nothing. A user without a profile is
   * not followed (insertFollow) and answered User Not Found by the read of the answer (followState).
   */
  async follow(viewer: AuthContext, targetId: string) {
    const viewerId = viewer.userId;
    if (viewerId === targetId) throw badRequest('You cannot follow yourself');
    if (!isUuid(targetId)) throw notFound('User Not Found');
    await this.ctx.db.transaction(async (tx) => {
      if (!(await repo.insertFollow(tx, viewerId, targetId))) return;
      const name = await actorName(tx, viewerId);
      await notify(tx, {
        userId: targetId,
        type: 'follow',
        actorId: viewerId,
        subjectType: 'user',
        subjectId: targetId,
        title: 'New follower',
        message: `${name} started following you`,
        link: `/profile/${viewerId}`,
      });
    });
    return this.followState(viewer, targetId);
  }

  /** Unfollows a user; unfollowing someone not followed changes nothing. */
  async unfollow(viewer: AuthContext, targetId: string) {
    const viewerId = viewer.userId;
    if (viewerId === targetId) throw badRequest('You cannot follow yourself');
    if (!isUuid(targetId)) throw notFound('User Not Found');
    await this.ctx.db.transaction((tx) => repo.deleteFollow(tx, viewerId, targetId));
    return this.followState(viewer, targetId);
  }

  /**
   * Whether the viewer follows the target now; the target's counts only when the viewer may see the profile.
   * User Not Found when there is no such profile (one read, instead of a check before the write and this after).
   */
  private async followState(viewer: AuthContext, targetId: string) {
    const { profile, following, visible } = await this.profileFor(targetId, viewer, false);
    if (!visible) return { following, followersCount: null, followingCount: null };
    return { following, followersCount: profile.followersCount, followingCount: profile.followingCount };
  }

  /** A profile by id or username with what the viewer may see of it (repo.profileView, the one visibility rule). */
  private async profileFor(idOrUsername: string, viewer: repo.ProfileViewer, details: boolean) {
    const view = await repo.profileView(this.ctx.db, idOrUsername, viewer, details);
    if (!view) throw notFound('User Not Found');
    return view;
  }
}
