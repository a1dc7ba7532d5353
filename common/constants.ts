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

export const BUSINESS_TYPES = ['Perfume brand', 'Raw material supplier', 'Packaging supplier', 'Retailer', 'Other'] as const;

export const NOTIFICATION_FILTERS = ['all', 'unread', 'read'] as const;
export type NotificationFilter = (typeof NOTIFICATION_FILTERS)[number];

/** Finding Notes step 3: the bottle size, gift wrap and where it is shipped. Prices in cents. */
export const BOTTLES = { '50ml': 8500, '100ml': 14500 } as const;
export const GIFT_WRAP_CENTS = 850;
export const SHIPPING_CENTS = 895;
/**
 * The most one order may total, in cents: $999,999.99, the most card processors such as Stripe take in one
 * charge. It also keeps every total well inside the 32-bit columns that hold money.
 */
export const MAX_ORDER_CENTS = 99_999_999;
export const COUNTRIES = ['United States', 'Canada', 'United Kingdom', 'Australia', 'Indonesia', 'Singapore', 'Other'] as const;

/** A blank address form (checkout and Finding Notes' order step), its country preset to the first one (ShippingSchema's shape). */
export const EMPTY_SHIPPING = {
  firstName: '',
  lastName: '',
  email: '',
  address: '',
  city: '',
  postalCode: '',
  country: COUNTRIES[0] as (typeof COUNTRIES)[number],
};

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

/** The id of the script element (JSON, never run) with the answers a page pre-rendered for a visitor was drawn with. */
export const PRERENDERED_DATA_ID = 'sillage-prerendered-data';
