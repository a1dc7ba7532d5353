import type { z } from 'zod';
import { MSG } from '#common/messages';
import { POST_MSG, VIDEO_MAX_SECONDS, type Comment, type Post, type PostEditSchema } from '#common/schemas/posts';

/** A page of posts as the feed and search answer it. */
type PostPage = { items: Post[]; nextCursor: string | null };
import type { AppContext } from '#server/context';
import { AppError, badRequest, forbidden, notFound, unauthorized, unsupported } from '#server/errors';
import { decodeCursor, TimeCursorSchema, toPage } from '#server/lib/cursor';
import type { UploadedFile } from '#server/lib/upload';
import { POST_IMAGE_VARIANTS } from '#server/media/images';
import { MediaError } from '#server/media/media-error';
import { sniffImage } from '#server/media/sniff';
import { newStorageStem, storeImage } from '#server/media/store-image';
import { probeVideo, videoTypeOf } from '#server/media/video';
import { DEFAULT_CACHE_CONTROL } from '#server/storage/storage';
import { presentComment, presentPost } from './posts.presenter';
import * as repo from './posts.repository';
import { actorName, notify } from '#server/modules/notifications/notifications.service';
import { isUuid } from '#server/lib/ids';
import { SharedList, type SharedListDeclaration } from '#server/shared-reads';
import { askedPageSizes } from '#common/page-sizes';

/** The 413 message for an oversized composer file: it names a video when the first bytes are a video's. */
export const composerTooLargeMessage = (head: Buffer): string => (videoTypeOf(head) ? POST_MSG.videoUnder5 : POST_MSG.fileUnder5);

/**
 * The page sizes a member's page of the feed and of search may be shared at: the client's and the schema's default
 * (others are read for them).
 */
export const SHARED_PAGE_SIZES = { feed: askedPageSizes('feed'), search: askedPageSizes('search') };

/** A post page's keyset cursor: its last post's exact time and id. */
const cursorOf = (r: repo.PostRow) => ({ t: r.t, id: r.post.id });

type Media = { imageUrl?: string; imageThumbUrl?: string; videoUrl?: string; videoThumbnail?: string; keys: string[] };

/** A page of the feed or of search: its size, the page's cursor decoded and, for search, the words. */
interface PostPageQuery {
  limit: number;
  after: { t: string; id: string } | undefined;
  q?: string;
}

/** A list of posts shared with members (the feed, search). */
class PostList extends SharedList<PostPageQuery, repo.PostRow, Post, typeof repo.POST_PER_VIEWER, undefined, PostPage> {}

/** The feed, posts with media, spritz, comments and search. Only authors change their posts. */
export class PostsService {
  /**
   * Visitors' pages of the feed and of search, shared with members: a store each, so that searches (whose words anyone
   * may choose) cannot push the feed's pages out.
   */
  private readonly feedPages: PostList;
  private readonly searchPages: PostList;

  constructor(private readonly ctx: AppContext) {
    this.feedPages = new PostList(
      ctx,
      this.postList(SHARED_PAGE_SIZES.feed, (v, q) => repo.listPosts(ctx.db, v, q.limit, q.after)),
    );
    this.searchPages = new PostList(
      ctx,
      this.postList(SHARED_PAGE_SIZES.search, (v, q) => repo.searchPosts(ctx.db, v, q.q!, q.limit, q.after)),
    );
  }

  async feed(viewer: repo.Viewer, limit: number, cursor?: string) {
    return this.feedPages.read(viewer, { limit, after: decodeCursor(cursor, TimeCursorSchema) });
  }

  async search(viewer: repo.Viewer, q: string, limit: number, cursor?: string) {
    return this.searchPages.read(viewer, { limit, after: decodeCursor(cursor, TimeCursorSchema), q });
  }

  /**
   * A list of posts (the feed, search) read by `read`. A member's page is a visitor's (public authors only, read once
   * and kept PUBLIC_CACHE_MS for everyone who asks for it) when they see what visitors see and have no post of their
   * own in its range matching its words (memberStateOf), with their spritz and every post's counts read fresh beside
   * it, and a post deleted, hidden or made private since left out. Otherwise, and for admins and page sizes not in
   * `sharedSizes`, the page is read for them.
   */
  private postList(
    sharedSizes: readonly number[],
    read: (viewer: repo.Viewer, q: PostPageQuery) => Promise<repo.PostRow[]>,
  ): SharedListDeclaration<PostPageQuery, repo.PostRow, Post, typeof repo.POST_PER_VIEWER, undefined, PostPage> {
    return {
      pageSizes: sharedSizes,
      key: (q) => (q.q === undefined ? [q.limit, q.after] : [q.limit, q.after, q.q]),
      readForVisitors: async (q) => ({ rows: await read(null, q), of: undefined }),
      memberState: (viewerId, page, q, more) => {
        const last = more ? page[q.limit - 1] : undefined;
        const ids = page.map((r) => r.post.id);
        return repo.memberStateOf(this.ctx.db, viewerId, ids, q.after, last && { t: last.t, id: last.post.id }, q.q);
      },
      perViewer: repo.POST_PER_VIEWER,
      id: (r) => r.post.id,
      present: presentPost,
      answer: (items, rows, q) => ({
        items,
        nextCursor: toPage(rows, q.limit, cursorOf).nextCursor,
      }),
      readFor: async (viewer, q) => this.postPage(await read(viewer, q), q.limit),
    };
  }

  private postPage(rows: repo.PostRow[], limit: number): PostPage {
    const page = toPage(rows, limit, cursorOf);
    return { items: page.items.map(presentPost), nextCursor: page.nextCursor };
  }

  /** A feed post: text and/or one image or video (checked from the bytes; a video's thumbnail optional). */
  async create(
    authorId: string,
    input: { content: string; imageAlt?: string },
    file?: UploadedFile,
    thumbnail?: UploadedFile,
  ): Promise<Post> {
    if (!input.content && !file) throw badRequest(POST_MSG.addContent, 'content');
    if (thumbnail && !file) throw badRequest('A thumbnail goes with a video', 'thumbnail');
    const media = file ? await this.storeMedia(authorId, file, thumbnail) : { keys: [] };
    return this.insert(media, { authorId, content: input.content, imageAlt: input.imageAlt ?? null });
  }

  /** The upload page: a titled image post. */
  async createUpload(authorId: string, input: { title: string; description: string }, file: UploadedFile): Promise<Post> {
    if (!sniffImage(file.buffer)) throw unsupported(MSG.selectImageFile);
    const media = await this.storeImage(authorId, file.buffer, MSG.selectImageFile);
    return this.insert(media, { authorId, title: input.title, content: input.description });
  }

  private async insert(media: Media, values: { authorId: string; title?: string; content: string; imageAlt?: string | null }) {
    try {
      const id = await repo.insertPost(this.ctx.db, {
        ...values,
        imageUrl: media.imageUrl,
        imageThumbUrl: media.imageThumbUrl,
        videoUrl: media.videoUrl,
        videoThumbnail: media.videoThumbnail,
      });
      return presentPost((await repo.findPost(this.ctx.db, id, 'any'))!);
    } catch (err) {
      await Promise.all(media.keys.map((k) => this.ctx.storage.delete(k).catch(() => {})));
      throw err;
    }
  }

  private async storeMedia(authorId: string, file: UploadedFile, thumbnail?: UploadedFile): Promise<Media> {
    if (sniffImage(file.buffer)) {
      if (thumbnail) throw badRequest('A thumbnail goes with a video', 'thumbnail');
      return this.storeImage(authorId, file.buffer, POST_MSG.selectImageOrVideo);
    }
    const videoType = videoTypeOf(file.buffer);
    if (!videoType) throw unsupported(POST_MSG.selectImageOrVideo);
    let duration: number;
    try {
      duration = (await probeVideo(file.buffer)).durationSeconds;
    } catch (err) {
      if (err instanceof MediaError) throw unsupported(POST_MSG.videoFailed);
      throw err;
    }
    if (duration > VIDEO_MAX_SECONDS) throw new AppError(422, 'video_too_long', POST_MSG.videoTooLong);
    const key = `${newStorageStem(authorId, 'video')}.${videoType === 'video/mp4' ? 'mp4' : 'mov'}`;
    let poster: Media | undefined;
    if (thumbnail) poster = await this.storeImage(authorId, thumbnail.buffer, MSG.selectImageFile, true);
    await this.ctx.storage.put(key, file.buffer, { contentType: videoType, cacheControl: DEFAULT_CACHE_CONTROL });
    return { videoUrl: this.ctx.storage.publicUrl(key), videoThumbnail: poster?.imageThumbUrl, keys: [key, ...(poster?.keys ?? [])] };
  }

  /** Re-encodes an image (orientation applied, metadata stripped) into the post's WebP variants. */
  private async storeImage(authorId: string, bytes: Buffer, wrongTypeMessage: string, thumbnailOnly = false): Promise<Media> {
    const stem = newStorageStem(authorId, 'post');
    const variants = thumbnailOnly ? POST_IMAGE_VARIANTS.filter((v) => v.name === 'md') : POST_IMAGE_VARIANTS;
    const stored = await storeImage(this.ctx.storage, bytes, variants, wrongTypeMessage, (v) => `${stem}-${v.name}.webp`);
    const url = Object.fromEntries(stored.map((v) => [v.name, v.url]));
    return { imageUrl: url.lg ?? url.md, imageThumbUrl: url.md ?? url.lg, keys: stored.map((v) => v.key) };
  }

  async edit(userId: string, postId: string, input: z.output<typeof PostEditSchema>): Promise<Post> {
    await this.ownPost(userId, postId);
    await repo.updatePostContent(this.ctx.db, postId, input);
    return presentPost((await repo.findPost(this.ctx.db, postId, 'any'))!);
  }

  async remove(userId: string, postId: string): Promise<void> {
    const post = await this.ownPost(userId, postId);
    await repo.deletePost(this.ctx.db, postId);
    // The files go too (best effort: a leftover file is harmless, a failed delete must not undo the post's removal).
    const urls = [post.imageUrl, post.imageThumbUrl, post.videoUrl, post.videoThumbnail].filter((u): u is string => !!u);
    const prefix = this.ctx.storage.publicUrl('x').slice(0, -1);
    const keys = new Set(urls.filter((u) => u.startsWith(prefix)).map((u) => u.slice(prefix.length)));
    for (const k of [...keys]) if (/-lg\.webp$/.test(k)) ['md', 'sm'].forEach((n) => keys.add(k.replace(/-lg\.webp$/, `-${n}.webp`)));
    await Promise.all([...keys].map((k) => this.ctx.storage.delete(k).catch(() => {})));
  }

  async like(viewer: NonNullable<repo.Viewer>, postId: string, liked: boolean) {
    const userId = viewer.userId;
    const post = await this.findPostOr404(postId, viewer);
    // An unlike is one statement (the like and its counter); a like, its counter and the author's notice one transaction.
    if (!liked) {
      const likesCount = await repo.unlike(this.ctx.db, postId, userId);
      if (likesCount === undefined) throw notFound(POST_MSG.postNotFound); // deleted meanwhile, as a like answers
      return { liked, likesCount };
    }
    const count = await this.ctx.db.transaction(async (tx) => {
      const { count, added } = await repo.like(tx, postId, userId);
      if (added && post.authorId !== userId)
        await notify(tx, {
          userId: post.authorId,
          type: 'post_like',
          actorId: userId,
          subjectType: 'post',
          subjectId: postId,
          title: 'New spritz',
          message: `${await actorName(tx, userId)} spritzed your post`,
          link: `/community/post/${postId}`,
        });
      return count;
    });
    return { liked, likesCount: count };
  }

  /**
   * One post (its own page, /community/post/<id>): when its author is visible to the viewer and it is not
   * hidden by a moderator (its author and moderators still see it). Otherwise 404.
   */
  async get(viewer: repo.Viewer, postId: string): Promise<Post> {
    const row = isUuid(postId) ? await repo.findPost(this.ctx.db, postId, viewer) : undefined;
    if (!row || (row.post.hiddenAt && row.post.authorId !== viewer?.userId && !viewer?.isModerator)) {
      throw notFound(POST_MSG.postNotFound);
    }
    return presentPost(row);
  }

  async comments(viewer: repo.Viewer, postId: string, limit: number, cursor?: string) {
    await this.findPostOr404(postId, viewer);
    const rows = await repo.listComments(this.ctx.db, viewer, postId, limit, decodeCursor(cursor, TimeCursorSchema));
    const page = toPage(rows, limit, (r) => ({ t: r.t, id: r.comment.id }));
    return { items: page.items.map((r) => presentComment(r.comment, r)), nextCursor: page.nextCursor };
  }

  async addComment(viewer: NonNullable<repo.Viewer>, postId: string, content: string): Promise<Comment> {
    const userId = viewer.userId;
    const post = await this.findPostOr404(postId, viewer);
    const row = await this.ctx.db.transaction(async (tx) => {
      const inserted = await repo.insertComment(tx, postId, userId, content);
      const name = await actorName(tx, userId);
      await notify(tx, {
        userId: post.authorId,
        type: 'post_comment',
        actorId: userId,
        subjectType: 'post',
        subjectId: postId,
        title: 'New comment',
        message: `${name} commented on your post`,
        link: `/community/post/${postId}`,
      });
      return inserted;
    });
    const author = await repo.authorOf(this.ctx.db, userId);
    return presentComment(row, author);
  }

  async deleteComment(userId: string, postId: string, commentId: string): Promise<void> {
    const comment = isUuid(commentId) ? await repo.findComment(this.ctx.db, commentId) : undefined;
    if (!comment || comment.postId !== postId) throw notFound('Comment not found');
    if (comment.authorId !== userId) throw forbidden(POST_MSG.notYourComment);
    await this.ctx.db.transaction((tx) => repo.deleteComment(tx, comment));
  }

  /** The post, when it exists and its author is visible to the viewer; otherwise 404 (a hidden post is not found). */
  private async findPostOr404(postId: string, viewer: repo.Viewer | 'any') {
    const row = isUuid(postId) ? await repo.findPost(this.ctx.db, postId, viewer) : undefined;
    if (!row) throw notFound(POST_MSG.postNotFound);
    return row.post;
  }

  private async ownPost(userId: string | null, postId: string) {
    if (!userId) throw unauthorized();
    const post = await this.findPostOr404(postId, 'any');
    if (post.authorId !== userId) throw forbidden(POST_MSG.notYourPost);
    return post;
  }
}
