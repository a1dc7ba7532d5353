import type { Author, Comment, Post, PostSummary } from '#common/schemas/posts';
import type { CommentRow, PostRow } from './posts.repository';

/** A post's or comment's author: id, username and the small avatar (the repository picks thumbnail over full). */
export function presentAuthor(id: string, author: { username: string; avatarUrl: string | null }): Author {
  return { id, username: author.username, avatarUrl: author.avatarUrl };
}

/** A post's own fields, without author or viewer state: what a profile's post list shows. */
export function presentPostSummary(p: PostRow['post']): PostSummary {
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
    createdAt: p.createdAt.toISOString(),
  };
}

/** A post in the feed, search or the post dialog: its fields, its author and whether the viewer spritzed it. */
export function presentPost(r: PostRow): Post {
  return {
    ...presentPostSummary(r.post),
    author: presentAuthor(r.post.authorId, r),
    imageAlt: r.post.imageAlt,
    likedByMe: r.likedByMe,
    updatedAt: r.post.updatedAt.toISOString(),
  };
}

export function presentComment(comment: CommentRow, author: { username: string; avatarUrl: string | null }): Comment {
  return {
    id: comment.id,
    postId: comment.postId,
    author: presentAuthor(comment.authorId, author),
    content: comment.content,
    createdAt: comment.createdAt.toISOString(),
  };
}
