import { z } from 'zod';
import { RESOURCE_TYPES, TUTORIAL_LEVELS } from '#common/constants';
import { httpUrl, pageOf, URL_INVALID, userText } from './common';
import { ExpertSchema, ResourceSchema, TutorialCardSchema } from './learn';

/**
 * The free library of /learn as admins write it: tutorials (markdown, rendered by the server as learners
 * get it) and resources (a card with a file to download, or 'Coming Soon' while it has none).
 */

const title = userText().min(1, 'Please enter a title').max(150, 'A title is at most 150 characters');
const description = userText().min(1, 'Please enter a description').max(1000, 'A description is at most 1000 characters');

export const TutorialInputSchema = z.strictObject({
  title,
  description,
  duration: userText().min(1, 'Please enter a duration, such as 15 min').max(30, 'A duration is at most 30 characters'),
  level: z.enum(TUTORIAL_LEVELS, { error: 'Please choose a level' }),
  body: userText().min(1, 'Please write the tutorial').max(100_000, 'A tutorial is at most 100,000 characters'),
});
export type TutorialInput = z.input<typeof TutorialInputSchema>;

/** A page of this site (`/resources/worksheet.csv`) or a web address; empty means no file yet. */
const SITE_PATH = /^\/(?!\/)[A-Za-z0-9._~/-]*$/;
const fileUrl = z
  .union([
    z.literal(''),
    userText()
      .max(300, 'URLs must be at most 300 characters')
      .regex(SITE_PATH, URL_INVALID)
      .refine((p) => !p.split('/').includes('..'), URL_INVALID),
    httpUrl(300),
  ])
  .transform((v) => (v === '' ? null : v))
  .nullable();

export const ResourceInputSchema = z.strictObject({
  title,
  description,
  content: userText().max(4000, 'The text is at most 4000 characters').default(''),
  actionLabel: userText().min(1, 'Please enter the button label').max(40, 'A button label is at most 40 characters'),
  type: z.enum(RESOURCE_TYPES, { error: 'Please choose a type' }),
  fileUrl: fileUrl.default(null),
});
export type ResourceInput = z.input<typeof ResourceInputSchema>;

export const LibraryIdParamsSchema = z.object({
  id: z
    .string()
    .max(100)
    .regex(/^[a-z0-9][a-z0-9-]*$/, 'Not found'),
});

/** A row of the admin list; the editor reads the whole tutorial (`AdminTutorialSchema`) when it opens. */
export const AdminTutorialSummarySchema = TutorialCardSchema.extend({ archived: z.boolean() });
export type AdminTutorialSummary = z.infer<typeof AdminTutorialSummarySchema>;
export const AdminTutorialPageSchema = pageOf(AdminTutorialSummarySchema);
export const AdminTutorialSchema = AdminTutorialSummarySchema.extend({ body: z.string() });
export type AdminTutorial = z.infer<typeof AdminTutorialSchema>;

export const AdminResourceSchema = ResourceSchema.extend({ archived: z.boolean() });
export type AdminResource = z.infer<typeof AdminResourceSchema>;
export const AdminResourcePageSchema = pageOf(AdminResourceSchema);

/**
 * An expert on /learn is a member's own profile (name, picture, place and bio come from it); admins choose
 * whom to feature, with the title shown under the name, and in which order.
 */
const expertTitle = userText().min(1, 'Please enter a title, such as Master Perfumer').max(80, 'A title is at most 80 characters');
export const ExpertCreateSchema = z.strictObject({
  username: userText().min(1, 'Please enter a username').max(100, 'No member has this username'),
  title: expertTitle,
});
export type ExpertCreate = z.input<typeof ExpertCreateSchema>;
export const ExpertUpdateSchema = z.strictObject({ title: expertTitle });
export const ExpertParamsSchema = z.object({ userId: z.uuid({ error: 'Expert not found' }) });

/** A row of the admin list: the card learners see, and whether the member's profile lets everyone see it. */
export const AdminExpertSchema = ExpertSchema.extend({
  /** False when the member's profile is for contacts or private: the card is then shown only to whom it may be. */
  public: z.boolean(),
  suspended: z.boolean(),
});
export type AdminExpert = z.infer<typeof AdminExpertSchema>;
export const AdminExpertPageSchema = pageOf(AdminExpertSchema);
