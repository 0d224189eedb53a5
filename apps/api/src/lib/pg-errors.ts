/** SQLSTATE of a unique violation: a duplicate that a service's own check did not see. */
export const UNIQUE_VIOLATION = '23505';

/**
 * SQLSTATEs of a server that refuses a connection for now: too many connections (53300: "sorry,
 * too many clients already", or a role's or database's CONNECTION LIMIT) and a server starting
 * up or shutting down (57P03). Nothing ran; the request may be tried again in a moment.
 */
export const REFUSED_CONNECTION = new Set(['53300', '57P03']);

export interface PgErrorFields {
  /** The five-character SQLSTATE, e.g. '23505'. */
  code: string;
  /** The constraint the statement broke, when PostgreSQL names one. */
  constraint: string | undefined;
}

/**
 * SQLSTATE and constraint of a PostgreSQL (or PGlite) error, looking through the wrappers
 * (`cause`) drizzle puts around it; undefined for any other error.
 */
export function pgError(error: unknown): PgErrorFields | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth++) {
    const { code, constraint } = current as { code?: unknown; constraint?: unknown };
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) {
      return { code, constraint: typeof constraint === 'string' ? constraint : undefined };
    }
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** The SQLSTATE of a database error (see pgError), or undefined. */
export const pgErrorCode = (error: unknown): string | undefined => pgError(error)?.code;
