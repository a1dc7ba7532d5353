import { z } from 'zod';
import { pageOf, userText } from './common';

/** Community posts: one table for the feed, the upload page and search. */
export const POST_CONTENT_MAX = 2000;
export const POST_TITLE_MAX = 120;
export const COMMENT_MAX = 1000;
export const VIDEO_MAX_SECONDS = 10;
export const VIDEO_TYPES = ['video/mp4', 'video/quicktime'] as const;

/** The community's user-facing texts, word for word (texts shared with other areas are in common/messages.ts). */
export const POST_MSG = {
  signInToPost: 'Please sign in to create posts',
  signInToSpritz: 'Please sign in to spritz posts',
  emptyPost: 'Empty post',
  addContent: 'Please add content to your post',
  fileUnder5: 'Please select a file under 5MB',
  videoTooLarge: 'Video too large',
  videoUnder5: 'Please select a video under 5MB',
  selectImageOrVideo: 'Please select an image or video file',
  videoTooLong: 'Video must be under 10 seconds',
  videoFailed: 'Failed to process video. Please try again.',
  loadPostsFailed: 'Failed to load posts. Please try again.',
  errorLoadingComments: 'Error loading comments',
  loadCommentsFailed: 'Failed to load comments. Please try again.',
  createFailed: 'Failed to create post. Please try again.',
  likeFailed: 'Failed to update like',
  errorDeleting: 'Error deleting post',
  deleteFailed: 'Failed to delete post. Please try again.',
  errorUpdating: 'Error updating post',
  updateFailed: 'Failed to update post. Please try again.',
  commentFailed: 'Failed to add comment. Please try again.',
  postDeleted: 'Post deleted',
  postDeletedDescription: 'Your post has been deleted successfully.',
  postUpdated: 'Post updated',
  postUpdatedDescription: 'Your post has been updated successfully.',
  commentAdded: 'Comment added',
  commentAddedDescription: 'Your comment has been added successfully.',
  uploadFailed: 'Failed to upload post',
  uploaded: 'Your post has been uploaded',
  noResults: 'No results found',
  searchPlaceholder: 'Search posts...',
  notYourPost: 'You can only change your own posts',
  notYourComment: 'You can only delete your own comments',
  postNotFound: 'Post not found',
} as const;

export const AuthorSchema = z.object({ id: z.uuid(), username: z.string(), avatarUrl: z.string().nullable() });
export type Author = z.infer<typeof AuthorSchema>;

export const PostSchema = z.object({
  id: z.uuid(),
  author: AuthorSchema,
  title: z.string().nullable(),
  content: z.string(),
  imageUrl: z.string().nullable(),
  imageThumbUrl: z.string().nullable(),
  imageAlt: z.string().nullable(),
  videoUrl: z.string().nullable(),
  videoThumbnail: z.string().nullable(),
  likesCount: z.number().int(),
  commentsCount: z.number().int(),
  likedByMe: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Post = z.infer<typeof PostSchema>;
export const PostPageSchema = pageOf(PostSchema);

/** A post's own fields, without author or viewer state (a profile's post list). */
export const PostSummarySchema = PostSchema.omit({ author: true, imageAlt: true, likedByMe: true, updatedAt: true });
export type PostSummary = z.infer<typeof PostSummarySchema>;

/** Text fields of the composer (multipart fields `content`, optional `imageAlt`; files `file`, `thumbnail`). */
export const PostTextSchema = z.strictObject({
  content: userText().max(POST_CONTENT_MAX, `Posts can have at most ${POST_CONTENT_MAX} characters`).default(''),
  imageAlt: userText().max(300).optional(),
});

/** The upload page: title, description and an image, all required (multipart fields + file `file`). */
export const UploadTextSchema = z.strictObject({
  title: userText().min(1, 'Please add a title').max(POST_TITLE_MAX, `Titles can have at most ${POST_TITLE_MAX} characters`),
  description: userText()
    .min(1, 'Please add a description')
    .max(POST_CONTENT_MAX, `Descriptions can have at most ${POST_CONTENT_MAX} characters`),
});

export const PostEditSchema = z.strictObject({
  content: userText().min(1, POST_MSG.addContent).max(POST_CONTENT_MAX, `Posts can have at most ${POST_CONTENT_MAX} characters`),
  title: userText().max(POST_TITLE_MAX).nullable().optional(),
});
export type PostEditInput = z.input<typeof PostEditSchema>;

export const LikeResultSchema = z.object({ liked: z.boolean(), likesCount: z.number().int() });
export type LikeResult = z.infer<typeof LikeResultSchema>;

export const CommentSchema = z.object({ id: z.uuid(), postId: z.uuid(), author: AuthorSchema, content: z.string(), createdAt: z.string() });
export type Comment = z.infer<typeof CommentSchema>;
export const CommentPageSchema = pageOf(CommentSchema);
export const CommentParamsSchema = z.object({ id: z.string().max(100), commentId: z.string().max(100) });
export const CommentCreateSchema = z.strictObject({
  content: userText().min(1, 'Please write a comment').max(COMMENT_MAX, `Comments can have at most ${COMMENT_MAX} characters`),
});

export const SearchQuerySchema = z.object({
  q: userText().min(1, 'Type something to search').max(100),
  limit: z.coerce.number().int().min(1).max(50).default(20),
  cursor: z.string().max(200).optional(),
});
