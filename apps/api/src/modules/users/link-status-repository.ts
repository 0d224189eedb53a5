import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { setPasswordTokens } from '../../db/schema/index';

/**
 * Whether a set-password link (by its token's hash) can still be used: recorded, not used, not
 * expired. Reads only: the link is spent by the set-password call itself.
 */
export async function linkIsUsable(db: Executor, tokenHash: string): Promise<boolean> {
  const rows = await db
    .select({ id: setPasswordTokens.id })
    .from(setPasswordTokens)
    .where(
      and(
        eq(setPasswordTokens.token_hash, tokenHash),
        isNull(setPasswordTokens.used_at),
        sql`${setPasswordTokens.expires_at} > now()`,
      ),
    );
  return rows.length > 0;
}
