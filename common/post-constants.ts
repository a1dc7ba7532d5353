/**
 * Plain values of the community posts (common/schemas/posts.ts), apart from the schema modules and from common/constants.ts: a page that shows them
 * loads neither the schema library nor the other areas' values (client size budgets, scripts/check-budgets.mjs).
 */
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
  postNotFoundDescription: 'This post was deleted, or it is not shared with you.',
  loadPostFailed: 'Could not load this post',
  linkCopied: 'Link copied',
  linkCopiedDescription: 'Anyone who may see this post can open it with this link.',
  copyLinkFailed: 'Could not copy the link',
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
