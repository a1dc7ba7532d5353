import { z } from 'zod';
import { PRODUCT_IMAGE_KEY, PriceCentsSchema } from './admin-products';
import { pageOf, userText } from './common';
import { COURSE_LEVELS } from './learn';

export { LESSON_VIDEO_MAX_BYTES, LESSON_VIDEO_TOO_LARGE } from '#common/constants';

const title = userText().min(1, 'Please enter a title').max(150, 'A title is at most 150 characters');

const courseFields = {
  title,
  description: userText().min(1, 'Please enter a description').max(4000, 'A description is at most 4000 characters'),
  priceCents: PriceCentsSchema,
  level: z.enum(COURSE_LEVELS, { error: 'Please choose a level' }),
  weeks: z
    .number({ error: 'Weeks must be a number' })
    .int('Weeks must be a whole number')
    .min(1, 'At least 1 week')
    .max(104, 'At most 104 weeks'),
  /** "What You'll Learn" on the course page: outcomes first, then what is included (features). */
  outcomes: z.array(userText().min(1).max(200, 'A line is at most 200 characters')).max(12, 'At most 12 lines'),
  features: z.array(userText().min(1).max(200, 'A line is at most 200 characters')).max(12, 'At most 12 lines'),
  /** A picture just uploaded through `/admin/products/images` (the catalogue's image pipeline). */
  imageKey: z.string().regex(PRODUCT_IMAGE_KEY, 'Upload the image again'),
};

export const CourseCreateSchema = z.strictObject({
  ...courseFields,
  outcomes: courseFields.outcomes.default([]),
  features: courseFields.features.default([]),
  imageKey: courseFields.imageKey.optional(),
});
export type CourseCreate = z.input<typeof CourseCreateSchema>;
export const CourseUpdateSchema = z
  .strictObject({
    title: courseFields.title.optional(),
    description: courseFields.description.optional(),
    priceCents: courseFields.priceCents.optional(),
    level: courseFields.level.optional(),
    weeks: courseFields.weeks.optional(),
    outcomes: courseFields.outcomes.optional(),
    features: courseFields.features.optional(),
    imageKey: courseFields.imageKey.optional(),
  })
  .refine((v) => Object.keys(v).length > 0, 'Nothing to change');
export type CourseUpdate = z.input<typeof CourseUpdateSchema>;

export const ModuleInputSchema = z.strictObject({
  title,
  summary: userText().max(1000, 'A summary is at most 1000 characters').default(''),
});
export type ModuleInput = z.input<typeof ModuleInputSchema>;

/** A lesson written here is text: markdown, rendered as learners see it (no raw HTML). */
export const LessonInputSchema = z.strictObject({
  title,
  body: userText().min(1, 'Please write the lesson').max(100_000, 'A lesson is at most 100,000 characters'),
  minutes: z
    .number({ error: 'Minutes must be a number' })
    .int('Minutes must be a whole number')
    .min(1, 'At least 1 minute')
    .max(600, 'At most 600 minutes'),
});
export type LessonInput = z.input<typeof LessonInputSchema>;

/** The lesson editor's Preview: the text as the server will render it for learners. */
export const LessonPreviewSchema = LessonInputSchema.pick({ body: true });
export const LessonPreviewResultSchema = z.object({ html: z.string() });

export const MoveSchema = z.strictObject({ direction: z.enum(['up', 'down'], { error: 'direction is up or down' }) });

export const CourseIdParamsSchema = z.object({
  id: z
    .string()
    .max(100)
    .regex(/^[a-z0-9][a-z0-9-]*$/, 'Course not found'),
});
export const ModuleIdParamsSchema = z.object({ id: z.uuid({ error: 'Module not found' }) });
export const LessonIdParamsSchema = z.object({ id: z.uuid({ error: 'Lesson not found' }) });

export const AdminLessonSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  kind: z.enum(['text', 'video']),
  body: z.string(),
  minutes: z.number().int(),
  position: z.number().int(),
});
export type AdminLesson = z.infer<typeof AdminLessonSchema>;

export const AdminModuleSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  summary: z.string(),
  position: z.number().int(),
  lessons: z.array(AdminLessonSchema),
});
export type AdminModule = z.infer<typeof AdminModuleSchema>;

export const AdminCourseSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  priceCents: z.number().int(),
  level: z.enum(COURSE_LEVELS),
  duration: z.string(),
  imageUrl: z.string(),
  outcomes: z.array(z.string()),
  features: z.array(z.string()),
  status: z.enum(['draft', 'published', 'archived']),
  lessonCount: z.number().int(),
  createdAt: z.string(),
});
export type AdminCourse = z.infer<typeof AdminCourseSchema>;

export const AdminCoursePageSchema = pageOf(AdminCourseSchema);
export const AdminCourseDetailSchema = AdminCourseSchema.extend({ modules: z.array(AdminModuleSchema) });
export type AdminCourseDetail = z.infer<typeof AdminCourseDetailSchema>;
