import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/client';
import { loginThrottle } from '../../db/schema/index';

/** The row of an e-mail's attempts from every address has this address. */
export const EVERY_ADDRESS = '';

/** The figures of the per-address back-off (LOGIN_THROTTLE in login-throttle.ts). */
export interface BackOffFigures {
  freeAttempts: number;
  firstBlockMs: number;
  maxBlockMs: number;
  windowMs: number;
}

/** The throttle row of an attempt just counted, and the e-mail's failures from every address. */
export interface CountedAttempt {
  refused: boolean;
  known: boolean | null;
  failures: number | null;
  /** The block this attempt started (it was the last free one), in milliseconds; else null. */
  block_ms: number | null;
  /** The row's attempts in its window, this one included. */
  counted: number;
}

const ms = (value: number) => sql`${value}::float8 * interval '1 millisecond'`;

/**
 * One statement: the (e-mail, address) row is counted unless it is blocked (and blocked when it
 * passes the free attempts), and the e-mail's failures from every address in the window are read.
 */
export async function countLoginAttempt(
  db: Database,
  email: string,
  address: string,
  t: BackOffFigures,
): Promise<CountedAttempt | undefined> {
  const blockedNow = sql`coalesce(t.blocked_until > now(), false)`;
  const next = sql`(CASE WHEN t.window_ends <= now() THEN 1 ELSE t.failures + 1 END)`;
  const blockEnd = sql`(CASE WHEN ${next} >= ${t.freeAttempts}::integer
    THEN now() + least(${t.firstBlockMs}::float8
                         * power(2, least(${next} - ${t.freeAttempts}::integer, 30)),
                       ${t.maxBlockMs}::float8) * interval '1 millisecond' END)`;
  const [row] = await queryRows<CountedAttempt>(
    db,
    sql`WITH pair AS (
          INSERT INTO ${loginThrottle} AS t (email, address, failures, window_ends)
          VALUES (${email}, ${address}, 1, now() + ${ms(t.windowMs)})
          ON CONFLICT (email, address) DO UPDATE SET
            refused = ${blockedNow},
            failures = CASE WHEN ${blockedNow} THEN t.failures ELSE ${next} END,
            blocked_until = CASE WHEN ${blockedNow} THEN t.blocked_until ELSE ${blockEnd} END,
            window_ends = CASE WHEN ${blockedNow} THEN t.window_ends
                          ELSE greatest(now(), ${blockEnd}) + ${ms(t.windowMs)} END
          RETURNING refused, known_until > now() AS known, failures AS counted,
            CASE WHEN NOT refused AND blocked_until > now()
              THEN extract(epoch FROM blocked_until - now())::float8 * 1000 END AS block_ms
        )
        SELECT pair.refused, pair.known, pair.block_ms, pair.counted,
          (SELECT failures FROM ${loginThrottle}
           WHERE email = ${email} AND address = ${EVERY_ADDRESS} AND window_ends > now()) AS failures
        FROM pair`,
  );
  return row;
}

/** One more failure of `email` from any address, in a window of `windowMs` from now. */
export async function countLoginFailure(
  db: Database,
  email: string,
  windowMs: number,
): Promise<void> {
  await db.execute(
    sql`INSERT INTO ${loginThrottle} AS t (email, address, failures, window_ends)
        VALUES (${email}, ${EVERY_ADDRESS}, 1, now() + ${ms(windowMs)})
        ON CONFLICT (email, address) DO UPDATE SET
          failures = CASE WHEN t.window_ends <= now() THEN 1 ELSE t.failures + 1 END,
          window_ends = now() + ${ms(windowMs)}`,
  );
}

/** Clears the (e-mail, address) row's count and back-off; the address is known for `knownForMs`. */
export async function clearLoginAttempts(
  db: Database,
  email: string,
  address: string,
  knownForMs: number,
): Promise<void> {
  await db.execute(
    sql`UPDATE ${loginThrottle} SET failures = 0, blocked_until = NULL, window_ends = now(),
          known_until = now() + ${ms(knownForMs)}
        WHERE email = ${email} AND address = ${address}`,
  );
}
