import { z } from 'zod';
import { httpUrl, URL_INVALID, userText } from './common';
import { MSG } from '#common/messages';
import { ROLES } from '#common/roles';
import { BUSINESS_TYPES } from '#common/constants';

export { BUSINESS_TYPES } from '#common/constants';

export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 128;

/** An email as the spec validates it: required, email format; stored trimmed and lower-cased. */
export const EmailSchema = userText({ error: MSG.emailRequired })
  .min(1, MSG.emailRequired)
  .max(254, MSG.invalidEmail)
  .pipe(z.email({ error: MSG.invalidEmail }))
  .transform((e) => e.toLowerCase());

export const PasswordSchema = z
  .string({ error: MSG.passwordRequired })
  .min(1, MSG.passwordRequired)
  .min(PASSWORD_MIN, MSG.passwordTooShort)
  .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`);

export const JOURNEYS = ['customer', 'perfumer', 'brand'] as const;
export type Journey = (typeof JOURNEYS)[number];

const optionalUrl = z.union([z.literal(''), httpUrl(300)]).transform((v) => (v === '' ? undefined : v));

/** The brand's social pages: web addresses (http/https) separated by spaces, commas or new lines. */
const urlList = userText()
  .max(1000)
  .refine(
    (v) =>
      v
        .split(/[\s,]+/)
        .filter(Boolean)
        .every((u) => httpUrl().safeParse(u).success),
    URL_INVALID,
  );

export const BrandDetailsSchema = z.strictObject({
  brandName: userText({ error: 'Brand name is required' }).min(1, 'Brand name is required').max(100),
  phoneNumber: userText({ error: 'Phone number is required' })
    .min(1, 'Phone number is required')
    .max(30)
    .regex(/^\+?[0-9 ()./-]{6,}$/, 'Please enter a valid phone number'),
  businessType: z.enum(BUSINESS_TYPES, { error: 'Business type is required' }),
  website: optionalUrl.optional(),
  socialMediaLinks: urlList.optional(),
});

export const SignupSchema = z.strictObject({
  email: EmailSchema,
  password: PasswordSchema,
  journey: z.enum(JOURNEYS).default('customer'),
  brand: BrandDetailsSchema.optional(),
});
export type SignupInput = z.input<typeof SignupSchema>;

/** The brand application form, including the password confirmation the server never sees. */
export const BrandFormSchema = BrandDetailsSchema.extend({
  email: EmailSchema,
  password: PasswordSchema,
  confirmPassword: z.string().min(1, 'Please confirm your password'),
}).refine((v) => v.password === v.confirmPassword, {
  message: MSG.passwordsDoNotMatch,
  path: ['confirmPassword'],
  // Checked as soon as both passwords are typed, even while other fields are still empty or invalid.
  when: ({ value }) => {
    const v = value as { password?: unknown; confirmPassword?: unknown };
    return typeof v?.password === 'string' && typeof v.confirmPassword === 'string' && v.confirmPassword.length > 0;
  },
});
export type BrandFormInput = z.input<typeof BrandFormSchema>;

/** The sign-up form of a perfume lover or a perfumer (the journey is the page's). */
export const SignupFormSchema = z.object({ email: EmailSchema, password: PasswordSchema });
export type SignupFormInput = z.input<typeof SignupFormSchema>;

/** The new-password form of a reset link, with the confirmation the server never sees. */
export const ResetPasswordFormSchema = z
  .object({ password: PasswordSchema, confirmPassword: z.string().min(1, 'Please confirm your password') })
  .refine((v) => v.password === v.confirmPassword, { message: MSG.passwordsDoNotMatch, path: ['confirmPassword'] });
export type ResetPasswordFormInput = z.input<typeof ResetPasswordFormSchema>;

export const SignInSchema = z.strictObject({
  email: EmailSchema,
  password: z.string({ error: MSG.passwordRequired }).min(1, MSG.passwordRequired).max(PASSWORD_MAX),
});
export type SignInInput = z.input<typeof SignInSchema>;

export const TokenSchema = z.strictObject({ token: z.string().min(16).max(200) });
export const RecoverSchema = z.strictObject({ email: EmailSchema });
export const ResetPasswordSchema = z.strictObject({ token: z.string().min(16).max(200), password: PasswordSchema });

export const SessionUserSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  emailConfirmed: z.boolean(),
  username: z.string(),
  roles: z.array(z.enum(ROLES)),
  approved: z.boolean(),
  createdAt: z.string(),
});
export type SessionUser = z.infer<typeof SessionUserSchema>;

export const SessionSchema = z.object({
  access_token: z.string(),
  token_type: z.literal('bearer'),
  expires_in: z.number(),
  expires_at: z.number(),
  user: SessionUserSchema,
});
export type Session = z.infer<typeof SessionSchema>;

export const TokenQuerySchema = z.object({ grant_type: z.enum(['password', 'refresh_token']) });
export const LogoutQuerySchema = z.object({ scope: z.enum(['global', 'local']).default('local') });
