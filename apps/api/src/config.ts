import { z } from 'zod';

/** Administrator password used by the embedded demo when ADMIN_PASSWORD is not set. */
export const DEMO_ADMIN_PASSWORD = 'Demo-Admin-2026';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** Units accepted by JWT_EXPIRES_IN, in seconds. */
const DURATION_UNITS: Record<string, number> = { s: 1, m: 60, h: 3600, d: 86_400 };

/**
 * Parses '8h', '30m', '1d', '45s' or a plain number of seconds. Kept here, not delegated to the
 * JWT library, so a typo stops the process at start-up instead of at the first login.
 */
function parseDurationSeconds(value: string): number | undefined {
  const match = /^(\d+)\s*([smhd])?$/.exec(value.trim());
  if (!match) return undefined;
  const seconds = Number(match[1]) * (DURATION_UNITS[match[2] ?? 's'] ?? 1);
  return seconds > 0 ? seconds : undefined;
}

/** 'true'/'false', '1'/'0', 'yes'/'no', 'on'/'off' (any case). */
const booleanFlag = z.stringbool();

const envSchema = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
    HOST: z.string().min(1).default('0.0.0.0'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
      .optional(),
    DATA_DIR: z.string().min(1).default('./data'),
    JWT_SECRET: z.string().min(32, 'must be at least 32 characters long').optional(),
    JWT_EXPIRES_IN: z
      .string()
      .default('8h')
      .transform((value, ctx) => {
        const seconds = parseDurationSeconds(value);
        if (seconds === undefined) {
          ctx.addIssue({ code: 'custom', message: "must look like '8h', '30m', '1d' or seconds" });
          return z.NEVER;
        }
        return seconds;
      }),
    // Stored e-mails are lower-cased and trimmed (schema/users.ts); compare like for like.
    ADMIN_EMAIL: z
      .string()
      .trim()
      .toLowerCase()
      .pipe(z.email('must be an e-mail address'))
      .default('admin@autoevaluacion.example'),
    ADMIN_PASSWORD: z.string().min(12, 'must be at least 12 characters long').optional(),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
      .optional(),
    MAIL_FROM: z
      .string()
      .min(3)
      .default('Programa de Autoevaluación <no-reply@autoevaluacion.example>'),
    PUBLIC_URL: z.url('must be an absolute URL').optional(),
    SEED_DEMO: booleanFlag.optional(),
    /** How many demo centres the demo seed creates (three school years of evaluations each). */
    DEMO_CENTRES: z.coerce.number().int().min(1).max(5000).default(500),
    LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
    /** The built web app to serve; default apps/web/dist. */
    WEB_DIST_DIR: z.string().min(1).optional(),
    TRUST_PROXY: booleanFlag.default(false),
  })
  .superRefine((env, ctx) => {
    // With a real database the operator must choose the secrets: a generated JWT secret would
    // differ per instance behind a load balancer, and a default admin password is a known one.
    if (env.DATABASE_URL && !env.JWT_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: ['JWT_SECRET'],
        message: 'is required when DATABASE_URL is set (at least 32 random characters)',
      });
    }
    if (env.DATABASE_URL && !env.ADMIN_PASSWORD) {
      ctx.addIssue({
        code: 'custom',
        path: ['ADMIN_PASSWORD'],
        message: 'is required when DATABASE_URL is set',
      });
    }
  })
  .transform((env) => {
    const embedded = !env.DATABASE_URL;
    return {
      ...env,
      ADMIN_PASSWORD: env.ADMIN_PASSWORD ?? DEMO_ADMIN_PASSWORD,
      PUBLIC_URL: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ''),
      SEED_DEMO: env.SEED_DEMO ?? embedded,
    };
  });

/** The process configuration, read once from the environment at start-up. */
export type Config = z.output<typeof envSchema>;

/**
 * Reads every environment variable the server uses. Empty values count as unset, as .env files
 * and container templates often leave `NAME=` lines. Throws one error listing every problem.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const present = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value.trim() !== ''),
  );
  const result = envSchema.safeParse(present);
  if (!result.success) {
    const problems = result.error.issues.map(
      (issue) => `  - ${issue.path.join('.') || '(environment)'}: ${issue.message}`,
    );
    throw new Error(`Invalid configuration:\n${problems.join('\n')}`);
  }
  return result.data;
}
