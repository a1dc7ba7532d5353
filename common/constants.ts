/**
 * Plain values the schemas and the pages share, kept apart from the schema modules: a page that only shows a
 * label or lists choices must not load the schema library with them (client size budgets,
 * scripts/check-budgets.mjs). The schema modules re-export them.
 */

export const ORDER_STATUSES = ['pending_payment', 'paid', 'fulfilled', 'cancelled', 'refunded'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  pending_payment: 'Awaiting payment',
  paid: 'Paid',
  fulfilled: 'Fulfilled',
  cancelled: 'Cancelled',
  refunded: 'Refunded',
};

export const RESOURCE_TYPES = ['guide', 'template', 'glossary', 'checklist'] as const;
export type ResourceType = (typeof RESOURCE_TYPES)[number];

export const TUTORIAL_LEVELS = ['Beginner', 'Intermediate'] as const;
export type TutorialLevel = (typeof TUTORIAL_LEVELS)[number];

/** The admin analytics ranges, in days. */
export const ANALYTICS_RANGES = [7, 30, 90] as const;

/** The most bytes one uploaded file may have: avatars, covers, post images and videos alike. */
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;

/** Community posts (common/schemas/posts.ts). */
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

export const BUSINESS_TYPES = ['Perfume brand', 'Raw material supplier', 'Packaging supplier', 'Retailer', 'Other'] as const;

export const NOTIFICATION_FILTERS = ['all', 'unread', 'read'] as const;
export type NotificationFilter = (typeof NOTIFICATION_FILTERS)[number];

/** Finding Notes step 3: the bottle size, gift wrap and where it is shipped. Prices in cents. */
export const BOTTLES = { '50ml': 8500, '100ml': 14500 } as const;
export const GIFT_WRAP_CENTS = 850;
export const SHIPPING_CENTS = 895;
export const COUNTRIES = ['United States', 'Canada', 'United Kingdom', 'Australia', 'Indonesia', 'Singapore', 'Other'] as const;
