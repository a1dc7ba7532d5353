import { z } from 'zod';
import { pageOf } from './common';
import { COURSE_LEVELS, RESOURCE_TYPES, TUTORIAL_LEVELS } from '#common/constants';

export { COURSE_LEVELS, RESOURCE_TYPES, TUTORIAL_LEVELS, type ResourceType, type TutorialLevel } from '#common/constants';

/** A course or tutorial id: a readable slug (or a number, as old links used). */
export const SlugSchema = z
  .string()
  .min(1)
  .max(100)
  .regex(/^[a-z0-9][a-z0-9-]*$/i, 'Unknown id');

export const InstructorSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  title: z.string(),
  avatarUrl: z.string().nullable(),
  experience: z.string().nullable(),
});

export const CourseCardSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  level: z.enum(COURSE_LEVELS),
  duration: z.string(),
  priceCents: z.number().int(),
  rating: z.number(),
  enrolled: z.number().int(),
  imageUrl: z.string(),
  isPremium: z.boolean(),
  lessonCount: z.number().int(),
  instructor: InstructorSchema.nullable(),
  /** The viewer may open the course: bought it, or holds a premium role. */
  hasAccess: z.boolean(),
  /** Completed lessons in percent, for a viewer with access; null otherwise. */
  progressPercent: z.number().int().min(0).max(100).nullable(),
});
export type CourseCard = z.infer<typeof CourseCardSchema>;
export const CoursePageSchema = pageOf(CourseCardSchema);

export const LessonSummarySchema = z.object({
  id: z.uuid(),
  position: z.number().int(),
  title: z.string(),
  kind: z.enum(['text', 'video']),
  minutes: z.number().int(),
});
export const ModuleSummarySchema = z.object({
  position: z.number().int(),
  title: z.string(),
  summary: z.string(),
  lessons: z.array(LessonSummarySchema),
});

export const CourseDetailSchema = CourseCardSchema.extend({
  features: z.array(z.string()),
  outcomes: z.array(z.string()),
  curriculum: z.array(ModuleSummarySchema),
  /** The viewer bought it (a premium role alone does not count), so it cannot be bought again. */
  owned: z.boolean(),
  /** Learners only ever get `published`, or `archived` for a course they have; admins preview drafts too. */
  status: z.enum(['draft', 'published', 'archived']),
});
export type CourseDetail = z.infer<typeof CourseDetailSchema>;

/** `bodyHtml`: the lesson's text, rendered and sanitised by the server (the browser inserts it as is). */
export const LessonSchema = LessonSummarySchema.extend({ bodyHtml: z.string(), videoUrl: z.string().nullable(), completed: z.boolean() });
export type Lesson = z.infer<typeof LessonSchema>;

export const CourseModuleSchema = z.object({
  course: CourseCardSchema.pick({ id: true, title: true, progressPercent: true }),
  module: ModuleSummarySchema.omit({ lessons: true }).extend({ lessons: z.array(LessonSchema) }),
  modules: z.array(ModuleSummarySchema.pick({ position: true, title: true })),
  completedLessons: z.number().int(),
  totalLessons: z.number().int(),
});
export type CourseModule = z.infer<typeof CourseModuleSchema>;

export const ModuleParamsSchema = z.object({ id: SlugSchema, n: z.coerce.number().int().min(1).max(100) });
/** A lesson video link's signed token (the <video> element cannot send the Authorization header). */
export const LessonVideoQuerySchema = z.object({ token: z.string().max(1000).optional() });
export const LessonParamsSchema = z.object({ id: SlugSchema, lessonId: z.uuid({ error: 'Lesson not found' }) });

export const ProgressSchema = z.object({
  completedLessons: z.number().int(),
  totalLessons: z.number().int(),
  progressPercent: z.number().int(),
});

export const CertificateSchema = z.object({
  courseId: z.string(),
  courseTitle: z.string(),
  memberName: z.string(),
  completedAt: z.string(),
  instructorName: z.string().nullable(),
});
export type Certificate = z.infer<typeof CertificateSchema>;

export const TutorialCardSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  duration: z.string(),
  level: z.enum(TUTORIAL_LEVELS),
  views: z.number().int(),
});
/** `contentHtml`: rendered and sanitised by the server, like a lesson's body. */
export const TutorialSchema = TutorialCardSchema.extend({ contentHtml: z.string() });
export type Tutorial = z.infer<typeof TutorialSchema>;
export type TutorialCard = z.infer<typeof TutorialCardSchema>;
export const TutorialPageSchema = pageOf(TutorialCardSchema);

export const ExpertSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  role: z.string(),
  location: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  bio: z.string().nullable(),
});
export type Expert = z.infer<typeof ExpertSchema>;
export const ExpertPageSchema = pageOf(ExpertSchema);

export const ResourceSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  content: z.string(),
  actionLabel: z.string(),
  type: z.enum(RESOURCE_TYPES),
  fileUrl: z.string().nullable(),
});
export type Resource = z.infer<typeof ResourceSchema>;
export const ResourcePageSchema = pageOf(ResourceSchema);
export const ResourceQuerySchema = z.object({
  type: z.enum(RESOURCE_TYPES).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  cursor: z.string().max(200).optional(),
});

export const CourseParamsSchema = z.object({ id: SlugSchema });
