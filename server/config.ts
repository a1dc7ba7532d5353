import { z } from 'zod';
import { parseStorageUrl } from './storage/s3-storage';

const bool = z.enum(['true', 'false', '1', '0'], { error: 'must be true or false' }).transform((v) => v === 'true' || v === '1');

const ConfigSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number({ error: 'must be a port number' }).int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  PUBLIC_URL: z.url({ error: 'must be a URL such as http://localhost:3000' }).optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .url({ error: 'must be a postgres:// URL' })
    .refine((u) => /^postgres(ql)?:\/\//.test(u), 'must be a postgres:// URL')
    .optional(),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number({ error: 'must be a number' }).int().min(60).max(86_400).default(900),
  REFRESH_TOKEN_TTL_DAYS: z.coerce.number({ error: 'must be a number' }).int().min(1).max(365).default(30),
  SESSION_MAX_DAYS: z.coerce.number({ error: 'must be a number' }).int().min(1).max(365).default(30),
  SMTP_URL: z
    .url({ error: 'must be an smtp:// or smtps:// URL' })
    .refine((u) => /^smtps?:\/\//.test(u), 'must be an smtp:// or smtps:// URL')
    .optional(),
  STORAGE_URL: z
    .string()
    .optional()
    .superRefine((v, ctx) => {
      if (!v) return;
      try {
        parseStorageUrl(v);
      } catch (e) {
        ctx.addIssue({ code: 'custom', message: (e as Error).message.replace(/^STORAGE_URL: /, '') });
      }
    }),
  MAIL_FROM: z.string().min(3).default('Sillage <no-reply@sillage.local>'),
  ACCESS_LOG: bool.default(true),
  PUBLIC_CACHE_MS: z.coerce.number({ error: 'must be a number' }).int().min(0).max(60_000).default(1000),
  SESSION_CACHE_MS: z.coerce.number({ error: 'must be a number' }).int().min(0).max(60_000).default(5000),
  PRERENDER_MS_PER_SECOND: z.coerce.number({ error: 'must be a number' }).int().min(0).max(1000).default(150),
  HEALTH_CHECK_INTERVAL_MS: z.coerce.number({ error: 'must be a number' }).int().min(0).max(60_000).default(1000),
  /** Turns on GET /metrics (Prometheus), answered only to `Authorization: Bearer <this token>`. */
  METRICS_TOKEN: z
    .string()
    .min(16, 'must be at least 16 characters')
    .regex(/^[\x21-\x7e]+$/, 'must be printable ASCII without spaces (it is sent in a header)')
    .optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  RATE_LIMIT_PER_MINUTE: z.coerce.number({ error: 'must be a number' }).int().min(1).default(600),
  UPLOAD_LIMIT_PER_MINUTE: z.coerce.number({ error: 'must be a number' }).int().min(1).default(30),
  AUTH_LIMIT_PER_IP: z.coerce.number({ error: 'must be a number' }).int().min(1).default(30),
  AUTH_LIMIT_PER_ACCOUNT: z.coerce.number({ error: 'must be a number' }).int().min(1).default(10),
  AUTH_LIMIT_PER_ACCOUNT_TOTAL: z.coerce.number({ error: 'must be a number' }).int().min(1).default(100),
  VISITOR_GENERATIONS_PER_IP_PER_DAY: z.coerce.number({ error: 'must be a number' }).int().min(1).default(30),
  PURGE_INTERVAL_MINUTES: z.coerce.number({ error: 'must be a number' }).int().min(1).max(1440).default(60),
  AUTH_LIMIT_WINDOW_MINUTES: z.coerce.number({ error: 'must be a number' }).int().min(1).max(1440).default(15),
  TRUST_PROXY: bool.default(false),
  SEED: bool.default(true),
  /** Comma-separated emails that become super admin once verified, and stay so while listed. */
  ADMIN_EMAILS: z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((e) => e.trim().toLowerCase())
        .filter(Boolean),
    )
    .pipe(z.array(z.email({ error: 'must be a comma-separated list of email addresses' }))),
  /** At least 2: migrating holds one connection for its lock while it runs on another. */
  DATABASE_POOL_SIZE: z.coerce.number({ error: 'must be a number' }).int().min(2).max(100).default(10),
  WEB_CONCURRENCY: z.coerce.number({ error: 'must be a number' }).int().min(1).max(64).default(1),
  REDIS_URL: z
    .url({ error: 'must be a redis:// or rediss:// URL' })
    .refine((u) => /^rediss?:\/\//.test(u), 'must be a redis:// or rediss:// URL')
    .optional(),
  PAYMENT_PROVIDER: z.enum(['test', 'stripe'], { error: 'must be test or stripe' }).default('test'),
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_(test|live)_\w+$/, 'must be a Stripe secret key (sk_test_… or sk_live_…)')
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_\w+$/, 'must be a webhook signing secret (whsec_…)')
    .optional(),
  /** Only for tests and local fakes of the Stripe API: where the SDK connects. */
  STRIPE_API_URL: z.url().optional(),
  /** Admins and super admins must turn on two-factor sign-in before the admin pages answer them; on by default in production. */
  REQUIRE_2FA_FOR_STAFF: bool.optional(),
  /** Days a deactivated account waits before it is erased; 0 erases it as soon as it is deleted (demos and browser tests). */
  ACCOUNT_ERASE_AFTER_DAYS: z.coerce.number({ error: 'must be a number' }).int().min(0).max(365).default(30),
});

export type Config = Omit<z.infer<typeof ConfigSchema>, 'REQUIRE_2FA_FOR_STAFF'> & { PUBLIC_URL: string; REQUIRE_2FA_FOR_STAFF: boolean };

export class ConfigError extends Error {}

/**
 * Reads and validates settings. A wrong value stops the process with a message naming the setting,
 * e.g. `PORT: must be a port number`.
 */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  // Empty strings in .env files mean "not set".
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = ConfigSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid settings:\n  ${lines.join('\n  ')}`);
  }
  const c = parsed.data;
  if (c.WEB_CONCURRENCY > 1 && !c.DATABASE_URL) {
    throw new ConfigError(
      'Invalid settings:\n  WEB_CONCURRENCY: more than 1 process needs DATABASE_URL (the embedded database allows one process)',
    );
  }
  if (c.PAYMENT_PROVIDER === 'stripe' && (!c.STRIPE_SECRET_KEY || !c.STRIPE_WEBHOOK_SECRET)) {
    throw new ConfigError('Invalid settings:\n  PAYMENT_PROVIDER: stripe needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET');
  }
  return {
    ...c,
    PUBLIC_URL: (c.PUBLIC_URL ?? `http://localhost:${c.PORT}`).replace(/\/$/, ''),
    REQUIRE_2FA_FOR_STAFF: c.REQUIRE_2FA_FOR_STAFF ?? c.NODE_ENV === 'production',
  };
}
