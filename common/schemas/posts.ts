/** Community posts: one table for the feed, the upload page and search. */
import { z } from 'zod';
import { pageOf, userText } from './common';
import { POST_CONTENT_MAX, POST_TITLE_MAX, COMMENT_MAX, POST_MSG } from '#common/post-constants';
import { UPLOAD_MAX_BYTES } from '#common/constants';
import { MSG } from '#common/messages';
import { DEFAULT_PAGE_SIZES } from '#common/page-sizes';

export { POST_CONTENT_MAX, POST_TITLE_MAX, COMMENT_MAX, VIDEO_MAX_SECONDS, VIDEO_TYPES, POST_MSG } from '#common/post-constants';

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

/** The upload form: UploadTextSchema and an image of at most 5 MB (the server checks the bytes again). */
export const UploadFormSchema = UploadTextSchema.extend({
  file: z
    .custom<File>((v) => v instanceof File, 'Please choose an image')
    .refine((f) => f.type.startsWith('image/'), MSG.selectImageFile)
    .refine((f) => f.size <= UPLOAD_MAX_BYTES, MSG.imageUnder5),
});
export type UploadFormInput = z.input<typeof UploadFormSchema>;
export type UploadFormValues = z.output<typeof UploadFormSchema>;

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
  limit: z.coerce.number().int().min(1).max(50).default(DEFAULT_PAGE_SIZES.search),
  cursor: z.string().max(200).optional(),
});
