/** AromaSpace, the discussion forum: categories, discussions, comments, likes and moderation. */
import { z } from 'zod';
import { pageOf, userText } from './common';
import {
  CATEGORY_VALUES,
  DISCUSSION_COMMENT_MAX,
  DISCUSSION_CONTENT_MAX,
  DISCUSSION_TITLE_MAX,
  MODERATION_REASON_MAX,
} from '#common/forum-constants';
import { DEFAULT_PAGE_SIZES } from '#common/page-sizes';

export {
  CATEGORY_VALUES,
  categoryLabel,
  DISCUSSION_CATEGORIES,
  DISCUSSION_COMMENT_MAX,
  DISCUSSION_CONTENT_MAX,
  DISCUSSION_SORTS,
  DISCUSSION_TITLE_MAX,
  MODERATION_REASON_MAX,
  REASON_REQUIRED,
  TITLE_FALLBACK_LENGTH,
  type DiscussionCategory,
} from '#common/forum-constants';

export const CategorySchema = z.enum(CATEGORY_VALUES, 'Please choose one of the categories');
export const SortSchema = z.enum(['latest', 'popular', 'active']);
export type DiscussionSort = z.infer<typeof SortSchema>;

/** No NUL bytes and no lone surrogates: text PostgreSQL and every browser can store and show. */
// eslint-disable-next-line no-control-regex -- NUL is exactly what is refused
export const cleanText = (s: string) => !/\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.test(s);
const text = (max: number, tooLong: string, empty: string) =>
  userText({ error: empty }).min(1, empty).max(max, tooLong).refine(cleanText, 'Text contains characters that cannot be stored');

export const DiscussionContentSchema = text(
  DISCUSSION_CONTENT_MAX,
  `Content can have at most ${DISCUSSION_CONTENT_MAX.toLocaleString('en')} characters`,
  'Content is required',
);
export const DiscussionTitleSchema = text(
  DISCUSSION_TITLE_MAX,
  `Title can have at most ${DISCUSSION_TITLE_MAX} characters`,
  'Title is required',
);
export const CommentContentSchema = text(
  DISCUSSION_COMMENT_MAX,
  `Comments can have at most ${DISCUSSION_COMMENT_MAX.toLocaleString('en')} characters`,
  'Comment is required',
);

/** Create: the title falls back to the first line of the content (cut to 50) when absent or blank. */
export const DiscussionCreateSchema = z.strictObject({
  title: z
    .string()
    .max(DISCUSSION_TITLE_MAX * 4)
    .optional(),
  content: DiscussionContentSchema,
  category: CategorySchema.default('technique'),
});
export type DiscussionCreateInput = z.input<typeof DiscussionCreateSchema>;

export const DiscussionEditSchema = z.strictObject({
  title: DiscussionTitleSchema.optional(),
  content: DiscussionContentSchema.optional(),
  category: CategorySchema.optional(),
});
export type DiscussionEditInput = z.input<typeof DiscussionEditSchema>;

export const CategoryChangeSchema = z.strictObject({ category: CategorySchema });
export const ModerationSchema = z.strictObject({
  hidden: z.boolean(),
  reason: userText().max(MODERATION_REASON_MAX).optional(),
});
export const ModerationDeleteQuerySchema = z.object({ reason: userText().max(MODERATION_REASON_MAX).optional() });

export const DiscussionCommentCreateSchema = z.strictObject({ content: CommentContentSchema });
export const DiscussionCommentEditSchema = DiscussionCommentCreateSchema;

export const DiscussionListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(50).default(DEFAULT_PAGE_SIZES.discussions),
  cursor: z.string().max(300).optional(),
  category: CategorySchema.optional(),
  q: userText().max(100).optional(),
  sort: SortSchema.default('latest'),
});
export const CommentListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(DEFAULT_PAGE_SIZES.discussionComments),
  cursor: z.string().max(200).optional(),
});

export const DiscussionAuthorSchema = z.object({ id: z.uuid(), username: z.string().nullable(), avatarUrl: z.string().nullable() });

export const DiscussionSchema = z.object({
  id: z.uuid(),
  author: DiscussionAuthorSchema,
  title: z.string(),
  /** The markdown source (the edit forms and the 3-line preview use it). */
  content: z.string(),
  /** Sanitised HTML rendered by the server. */
  contentHtml: z.string(),
  category: CategorySchema,
  likesCount: z.number().int(),
  commentsCount: z.number().int(),
  views: z.number().int(),
  likedByMe: z.boolean(),
  hidden: z.boolean(),
  lastActivityAt: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Discussion = z.infer<typeof DiscussionSchema>;
/**
 * List items: the start of the text instead of the whole text and its HTML (the list shows a plain 3-line preview;
 * a list of ten long discussions was ten times the page's worth of text). The author's edit form reads the whole
 * text from /discussions/:id/source.
 */
export const DiscussionSummarySchema = DiscussionSchema.omit({ content: true, contentHtml: true }).extend({
  /** The text's first DISCUSSION_EXCERPT_CHARS characters as written (markdown), cut at a space when longer. */
  excerpt: z.string(),
  /**
   * Whether the text goes on after the excerpt (the card shows '…'). A flag rather than the character in the text: a
   * single '…' makes V8 hold the whole answer as two-byte text, 0.24 M instructions a page to encode (bench:instructions).
   */
  truncated: z.boolean(),
});
export type DiscussionSummary = z.infer<typeof DiscussionSummarySchema>;
/** What the author's edit form starts from: the discussion's title, whole text and category. */
export const DiscussionSourceSchema = DiscussionSchema.pick({ id: true, title: true, content: true, category: true });
export type DiscussionSource = z.infer<typeof DiscussionSourceSchema>;
export const DiscussionPageSchema = pageOf(DiscussionSummarySchema);

export const DiscussionCommentSchema = z.object({
  id: z.uuid(),
  discussionId: z.uuid(),
  author: DiscussionAuthorSchema,
  content: z.string(),
  contentHtml: z.string(),
  hidden: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type DiscussionComment = z.infer<typeof DiscussionCommentSchema>;
export const DiscussionCommentPageSchema = pageOf(DiscussionCommentSchema);

export const CategoryCountsSchema = z.object({
  total: z.number().int(),
  categories: z.array(z.object({ value: CategorySchema, count: z.number().int() })),
});
export type CategoryCounts = z.infer<typeof CategoryCountsSchema>;

export const DiscussionLikeResultSchema = z.object({ liked: z.boolean(), likesCount: z.number().int() });

export const PreviewSchema = z.strictObject({
  content: z.string().max(DISCUSSION_CONTENT_MAX).refine(cleanText, 'Text contains characters that cannot be stored'),
});
export const PreviewResultSchema = z.object({ html: z.string() });

export const DiscussionParamsSchema = z.object({ id: z.string().max(100) });
export const DiscussionCommentParamsSchema = z.object({ id: z.string().max(100), commentId: z.string().max(100) });
/** One entry of the forum's moderation log: who did what to which discussion or comment, when and why. */
export const ModerationEntrySchema = z.object({
  id: z.uuid(),
  moderator: z.object({ id: z.uuid(), username: z.string().nullable() }).nullable(),
  action: z.enum(['hide', 'unhide', 'delete', 'category']),
  targetType: z.enum(['discussion', 'comment']),
  targetId: z.uuid(),
  reason: z.string().nullable(),
  details: z.record(z.string(), z.unknown()).nullable(),
  createdAt: z.string(),
});
export type ModerationEntry = z.infer<typeof ModerationEntrySchema>;
