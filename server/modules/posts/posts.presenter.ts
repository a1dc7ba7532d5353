import { isoTime } from '#server/lib/iso-time';
import type { Author, Comment, Post, PostSummary } from '#common/schemas/posts';
import type { CommentRow, PostRow } from './posts.repository';

/** A post's or comment's author: id, username and the small avatar (the repository picks thumbnail over full). */
export function presentAuthor(id: string, author: { username: string; avatarUrl: string | null }): Author {
  return { id, username: author.username, avatarUrl: author.avatarUrl };
}

/** What a profile's list of posts reads of each: a post's own fields, without author or viewer state. */
export type PostSummaryRow = Pick<
  PostRow['post'],
  'id' | 'title' | 'content' | 'imageUrl' | 'imageThumbUrl' | 'videoUrl' | 'videoThumbnail' | 'likesCount' | 'commentsCount' | 'createdAt'
>;

/** A post's own fields, without author or viewer state: what a profile's post list shows. */
export function presentPostSummary(p: PostSummaryRow): PostSummary {
  return {
    id: p.id,
    title: p.title,
    content: p.content,
    imageUrl: p.imageUrl,
    imageThumbUrl: p.imageThumbUrl,
    videoUrl: p.videoUrl,
    videoThumbnail: p.videoThumbnail,
    likesCount: p.likesCount,
    commentsCount: p.commentsCount,
    createdAt: isoTime(p.createdAt),
  };
}

/**
 * A post in the feed, search or the post dialog: its fields, its author and whether the viewer spritzed it.
 * One object literal, not the summary spread with fields added: objects grown after a spread change shape as
 * they grow, and writing them then cost a quarter of a signed-in feed request's instructions (docs/benchmarks/api.md).
 */
export function presentPost(r: PostRow): Post {
  const p = r.post;
  return {
    id: p.id,
    author: presentAuthor(p.authorId, r),
    title: p.title,
    content: p.content,
    imageUrl: p.imageUrl,
    imageThumbUrl: p.imageThumbUrl,
    imageAlt: p.imageAlt,
    videoUrl: p.videoUrl,
    videoThumbnail: p.videoThumbnail,
    likesCount: p.likesCount,
    commentsCount: p.commentsCount,
    likedByMe: r.likedByMe,
    createdAt: isoTime(p.createdAt),
    updatedAt: isoTime(p.updatedAt),
  };
}

export function presentComment(comment: CommentRow, author: { username: string; avatarUrl: string | null }): Comment {
  return {
    id: comment.id,
    postId: comment.postId,
    author: presentAuthor(comment.authorId, author),
    content: comment.content,
    createdAt: isoTime(comment.createdAt),
  };
}
