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

/** A bottle's size and gift wrapping (BottleOptionsSchema in common/schemas/bottle.ts). */
type BottleChoice = { size: keyof typeof BOTTLES; giftWrap: boolean };

/** The bottle's line in a cart or order: bottle + gift wrapping (shipping is charged once per order). */
export function bottleLineCents(o: BottleChoice): number {
  return BOTTLES[o.size] + (o.giftWrap ? GIFT_WRAP_CENTS : 0);
}

/** Price of a configured bottle on its own: bottle + gift wrapping + shipping. */
export function bottlePriceCents(o: BottleChoice): number {
  return BOTTLES[o.size] + (o.giftWrap ? GIFT_WRAP_CENTS : 0) + SHIPPING_CENTS;
}

/** AromaSpace, the forum (common/schemas/discussions.ts). */
export const DISCUSSION_TITLE_MAX = 200;
export const DISCUSSION_CONTENT_MAX = 20_000;
export const DISCUSSION_COMMENT_MAX = 5_000;
export const MODERATION_REASON_MAX = 500;
/** A moderator hides or deletes someone else's words only with a reason (the moderation log's "why"). */
export const REASON_REQUIRED = 'Please give a reason';
/** The title a discussion falls back to: the first line of its content, cut to this many characters. */
export const TITLE_FALLBACK_LENGTH = 50;

/** The nine discussion categories, in the order the picker shows them, with the one-line description of the picker. */
export const DISCUSSION_CATEGORIES = [
  { value: 'technique', label: 'Perfume Techniques', description: 'Blending, maceration, dilution and the craft of building a formula.' },
  { value: 'ingredients', label: 'Ingredients & Materials', description: 'Naturals, aroma chemicals, suppliers, quality and IFRA limits.' },
  { value: 'scent-families', label: 'Scent Families', description: 'Florals, chypres, fougères, orientals, woods and how they are built.' },
  { value: 'perfume-ideas', label: 'Perfume Ideas', description: 'Briefs, accords and concepts looking for feedback.' },
  { value: 'community', label: 'Community', description: 'Introductions, events, meet-ups and life in AromaSpace.' },
  { value: 'business', label: 'Business & Industry', description: 'Launching a brand, pricing, regulation, packaging and selling.' },
  { value: 'reviews', label: 'Reviews', description: 'Honest reviews of perfumes, materials and tools.' },
  { value: 'trends', label: 'Trends', description: 'What is new in the market, in taste and in technology.' },
  { value: 'sustainability', label: 'Sustainability', description: 'Sourcing, upcycled materials, biotech and greener practice.' },
] as const;
export const CATEGORY_VALUES = DISCUSSION_CATEGORIES.map((c) => c.value) as unknown as readonly [
  DiscussionCategory,
  ...DiscussionCategory[],
];
export type DiscussionCategory = (typeof DISCUSSION_CATEGORIES)[number]['value'];

export const categoryLabel = (value: string) => DISCUSSION_CATEGORIES.find((c) => c.value === value)?.label ?? value;

export const DISCUSSION_SORTS = [
  { value: 'latest', label: 'Latest' },
  { value: 'popular', label: 'Popular' },
  { value: 'active', label: 'Most active' },
] as const;

/** The category a link names (`?category=`), if it is one of the nine. */
export const asDiscussionCategory = (value: string | null) => CATEGORY_VALUES.find((c) => c === value);
/** The order a link names (`?sort=`), if it is one of the three. */
export const asDiscussionSort = (value: string | null) => DISCUSSION_SORTS.find((s) => s.value === value)?.value;

export const PRODUCT_CATEGORIES = ['essential-oils', 'bases', 'tools', 'kits'] as const;
export type ProductCategory = (typeof PRODUCT_CATEGORIES)[number];
export const PRODUCT_CATEGORY_LABELS: Record<ProductCategory | 'all', string> = {
  all: 'All',
  'essential-oils': 'Essential Oils',
  bases: 'Bases',
  tools: 'Tools',
  kits: 'Kits',
};

export const PRODUCT_SORTS = ['name', 'price-asc', 'price-desc'] as const;

/** The fixed choice lists of the Edit Profile dialog (favourite notes, experience, visibility, social networks). */
export const FAVORITE_NOTES = ['Citrus', 'Floral', 'Woody', 'Oriental', 'Fresh', 'Spicy', 'Sweet', 'Musky', 'Green', 'Aquatic'] as const;
export const EXPERIENCE_LEVELS = ['Beginner', 'Intermediate', 'Advanced', 'Professional', 'Master Perfumer'] as const;
export const VISIBILITIES = ['public', 'private', 'contacts'] as const;
export type Visibility = (typeof VISIBILITIES)[number];
/** A new member's settings (SettingsSchema in common/schemas/profile.ts). */
export const DEFAULT_SETTINGS = {
  notifications: { email: true, marketing: false, activityUpdates: true },
  privacy: { profileVisibility: 'public' as Visibility, shareActivity: true },
};
export const SOCIAL_NETWORKS = ['instagram', 'twitter', 'linkedin', 'youtube'] as const;

export const HOME_GRID_CATEGORIES = ['popular', 'ai-generated', 'custom', 'featured'] as const;
export const HOME_GRID_LABELS: Record<(typeof HOME_GRID_CATEGORIES)[number], string> = {
  popular: 'Popular',
  'ai-generated': 'AI Generated',
  custom: 'Custom',
  featured: 'Featured',
};

export const COURSE_LEVELS = ['Beginner', 'Intermediate', 'Advanced', 'Expert', 'All Levels'] as const;

/** A lesson video is read whole (its length is checked from the file), so its size is bounded. */
export const LESSON_VIDEO_MAX_BYTES = 200 * 1024 * 1024;
export const LESSON_VIDEO_TOO_LARGE = 'A lesson video must be under 200 MB';

export const QUOTA_EXCEEDED = "You've exceeded your free formula generations. Please sign up to continue.";
export const QUOTA_BANNER = "You've used all your free generations. Sign up to get 20 more!";
