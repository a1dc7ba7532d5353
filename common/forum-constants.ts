/**
 * Plain values of AromaSpace, the forum (common/schemas/discussions.ts), apart from the schema modules and from common/constants.ts: a page that shows them
 * loads neither the schema library nor the other areas' values (client size budgets, scripts/check-budgets.mjs).
 */
export const DISCUSSION_TITLE_MAX = 200;
export const DISCUSSION_CONTENT_MAX = 20_000;
export const DISCUSSION_COMMENT_MAX = 5_000;
export const MODERATION_REASON_MAX = 500;
/** A moderator hides or deletes someone else's words only with a reason (the moderation log's "why"). */
export const REASON_REQUIRED = 'Please give a reason';
/**
 * How much of a discussion's text the list sends: its first characters, more than the 3-line preview shows on the
 * widest card (about 140 characters a line). The whole text (up to DISCUSSION_CONTENT_MAX) is for the page and the
 * author's edit form.
 */
export const DISCUSSION_EXCERPT_CHARS = 500;
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
/** The category values alone: the schema's enum, the database column's type and the bench data use this one list. */
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
