import { PASSWORD_MIN_LENGTH } from '@eval/contracts/users';
import { z } from 'zod';
import { trustProxySchema } from './lib/trust-proxy';

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

/** A duration in whole seconds written as parseDurationSeconds accepts, with its default. */
const durationSeconds = (fallback: string) =>
  z
    .string()
    .default(fallback)
    .transform((value, ctx) => {
      const seconds = parseDurationSeconds(value);
      if (seconds === undefined) {
        ctx.addIssue({ code: 'custom', message: "must look like '8h', '30m', '1d' or seconds" });
        return z.NEVER;
      }
      return seconds;
    });

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
    /** Connections each instance keeps to PostgreSQL (N instances × this ≤ max_connections). */
    DATABASE_POOL_SIZE: z.coerce.number().int().min(2).max(500).default(20),
    /**
     * Named prepared statements (plans kept per connection). Off behind a transaction-pooling
     * proxy that does not track them (PgBouncer before 1.21; docs/operations.md).
     */
    DATABASE_PREPARED_STATEMENTS: booleanFlag.default(true),
    /**
     * Memory of the hot lists' stored responses per instance, in MiB (lib/response-bytes-cache);
     * 0 keeps nothing, every request then computes its answer (ETags and 304s still work).
     */
    RESPONSE_CACHE_MB: z.coerce.number().int().min(0).max(4096).default(64),
    /**
     * Remember aggregates and list totals under their data versions (lib/versioned-cache). Off,
     * every read computes them, and concurrent identical requests no longer share one
     * computation: the cold path the benchmark measures (`npm run bench:peers`).
     */
    DATA_CACHE: booleanFlag.default(true),
    DATA_DIR: z.string().min(1).default('./data'),
    JWT_SECRET: z.string().min(32, 'must be at least 32 characters long').optional(),
    JWT_EXPIRES_IN: durationSeconds('8h'),
    // Stored e-mails are lower-cased and trimmed (schema/users.ts); compare like for like.
    ADMIN_EMAIL: z
      .string()
      .trim()
      .toLowerCase()
      .pipe(z.email('must be an e-mail address'))
      .default('admin@autoevaluacion.example'),
    // The shape rule of every password (contracts' passwordSchema); the dictionary check runs
    // when the account is created from it (seed/admin.ts).
    ADMIN_PASSWORD: z
      .string()
      .min(PASSWORD_MIN_LENGTH, `must be at least ${PASSWORD_MIN_LENGTH} characters long`)
      .refine((value) => value.trim() === value, 'must not start or end with spaces')
      .optional(),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
      .optional(),
    /**
     * The in-process SMTP receiver (lib/mail-receiver.ts): on by default in the embedded mode
     * without SMTP_URL, so messages are really delivered; `true` also runs it with PostgreSQL
     * (development, browser tests), `false` records messages as not sent instead.
     */
    MAIL_RECEIVER: booleanFlag.optional(),
    MAIL_FROM: z
      .string()
      .min(3)
      .default('Programa de Autoevaluación <no-reply@autoevaluacion.example>'),
    PUBLIC_URL: z.url('must be an absolute URL').optional(),
    /** Campaign messages each instance hands to SMTP per second (docs/campaigns.md). */
    MAIL_RATE_PER_SECOND: z.coerce.number().positive().max(1000).default(10),
    /** Responses one consultation takes per minute and instance (docs/domain.md "Consultations"). */
    CONSULTATION_RESPONSES_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(300),
    /** Responses one client address sends per minute and instance: a school shares one. */
    CONSULTATION_ADDRESS_RESPONSES_PER_MINUTE: z.coerce
      .number()
      .int()
      .min(1)
      .max(1_000_000)
      .default(600),
    /** Nobody gets two reminders closer than this many days, whatever campaigns overlap. */
    REMINDER_INTERVAL_DAYS: z.coerce.number().min(0).max(60).default(3),
    SEED_DEMO: booleanFlag.optional(),
    /** How many demo centres the demo seed creates (three school years of evaluations each). */
    DEMO_CENTRES: z.coerce.number().int().min(1).max(5000).default(500),
    /** Time to receive a request's headers (docs/operations.md, "Slow clients"). */
    HEADERS_TIMEOUT: durationSeconds('15s'),
    /** Time to receive a body, plus one second per BODY_MIN_RATE bytes received. */
    BODY_TIMEOUT: durationSeconds('30s'),
    /** Bytes per second a body must average after BODY_TIMEOUT (32 KiB/s ≈ 256 kbit/s). */
    BODY_MIN_RATE: z.coerce
      .number()
      .int()
      .min(1)
      .default(32 * 1024),
    /** Hard limit for receiving a whole request, whatever its rate. */
    REQUEST_TIMEOUT: durationSeconds('10m'),
    /**
     * Deadline of an upload or download request, from its arrival to its last byte (receiving
     * the body included): past it the client gets a Spanish 503 and the work is cancelled, its
     * transaction rolled back (docs/operations.md).
     */
    TRANSFER_TIMEOUT: durationSeconds('15m'),
    LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
    /** The built web app to serve; default apps/web/dist. */
    WEB_DIST_DIR: z.string().min(1).optional(),
    /** The built centre app to serve under /centro/; default apps/centre/dist. */
    CENTRE_DIST_DIR: z.string().min(1).optional(),
    /** Proxies whose X-Forwarded-For is believed: false, a hop count or addresses (lib/trust-proxy.ts). */
    TRUST_PROXY: trustProxySchema.default(false),
    /**
     * After SIGTERM, how long the server keeps serving while it reports itself unready, so the
     * balancer moves new requests to other instances before it stops listening. Default: 5 s
     * with DATABASE_URL (several instances), 0 embedded (one process).
     */
    SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(120_000).optional(),
    // Operations and personal data (docs/operations.md, docs/privacy.md).
    /** Bearer token that GET /metrics requires on the main port; unset: no /metrics there. */
    METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters long').optional(),
    /** A separate port serving only /metrics (no token unless METRICS_TOKEN is set too). */
    METRICS_PORT: z.coerce.number().int().min(0).max(65_535).optional(),
    /** Readiness reports the outbox as stalled when a due message waits longer than this (0: never). */
    OUTBOX_STALL_MINUTES: z.coerce.number().int().min(0).max(10_080).default(30),
    /** Retention periods in days (0: kept for ever); the purge job runs hourly, once across instances. */
    RETENTION_EMAIL_BODY_DAYS: z.coerce.number().int().min(0).max(36_500).default(365),
    RETENTION_PASSWORD_LINK_DAYS: z.coerce.number().int().min(0).max(36_500).default(30),
    RETENTION_RESET_ANSWERS_DAYS: z.coerce.number().int().min(0).max(36_500).default(730),
    RETENTION_AUDIT_PERSONAL_DAYS: z.coerce.number().int().min(0).max(36_500).default(1825),
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
    if (env.HEADERS_TIMEOUT > env.REQUEST_TIMEOUT) {
      ctx.addIssue({
        code: 'custom',
        path: ['HEADERS_TIMEOUT'],
        message: 'must not be longer than REQUEST_TIMEOUT',
      });
    }
    if (env.SMTP_URL && env.MAIL_RECEIVER) {
      ctx.addIssue({
        code: 'custom',
        path: ['MAIL_RECEIVER'],
        message: 'cannot be used with SMTP_URL (messages go to that server)',
      });
    }
    if (env.DATABASE_URL && !env.ADMIN_PASSWORD) {
      ctx.addIssue({
        code: 'custom',
        path: ['ADMIN_PASSWORD'],
        message: 'is required when DATABASE_URL is set',
      });
    } else if (env.SEED_DEMO === false && !env.ADMIN_PASSWORD) {
      // The published demo password only goes with the demo data.
      ctx.addIssue({
        code: 'custom',
        path: ['ADMIN_PASSWORD'],
        message: 'is required when SEED_DEMO is false',
      });
    }
  })
  .transform((env) => {
    const embedded = !env.DATABASE_URL;
    return {
      ...env,
      ADMIN_PASSWORD: env.ADMIN_PASSWORD ?? DEMO_ADMIN_PASSWORD,
      /** The operator chose the password: it is never printed. */
      ADMIN_PASSWORD_FROM_ENV: env.ADMIN_PASSWORD !== undefined,
      PUBLIC_URL: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ''),
      SEED_DEMO: env.SEED_DEMO ?? embedded,
      SHUTDOWN_DRAIN_MS: env.SHUTDOWN_DRAIN_MS ?? (embedded ? 0 : 5_000),
      MAIL_RECEIVER: !env.SMTP_URL && (env.MAIL_RECEIVER ?? embedded),
    };
  });

/**
 * Every environment variable the server reads: .env.example and the README's table list each
 * one (config-documented.test.ts compares them).
 */
export const CONFIG_VARIABLES: readonly string[] = Object.keys(envSchema.in.shape);

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
