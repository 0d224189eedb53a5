import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { setPasswordTokens } from '../../db/schema/index';
import { setPasswordUrl } from './app-links';
import type { LinkPurpose } from './mail-templates';

/** A set-password link is valid for 7 days (domain.md). */
export const SET_PASSWORD_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/** SHA-256 of a token, hex: the only form of it the database keeps. */
export const hashToken = (token: string): string =>
  createHash('sha256').update(token).digest('hex');

/** Advisory-lock class of link issuing; the second key is the user's id. */
const LINK_LOCK_CLASS = 727_100_002;

/**
 * Issues a fresh single-use token for `userId` and returns the set-password URL. Earlier unused
 * links of the same person stop working, so only the newest e-mail's link is valid. Issuing is
 * serialised per person (a transaction-scoped advisory lock): two deliveries at once, such as
 * forgot-password requests in quick succession, would otherwise each void the links they see
 * and both leave theirs valid.
 */
export async function issueSetPasswordLink(
  db: Executor,
  userId: number,
  purpose: LinkPurpose,
  publicUrl: string,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${LINK_LOCK_CLASS}, ${userId}::integer)`);
    await tx
      .update(setPasswordTokens)
      .set({ used_at: sql`now()` })
      .where(and(eq(setPasswordTokens.user_id, userId), isNull(setPasswordTokens.used_at)));
    await tx.insert(setPasswordTokens).values({
      user_id: userId,
      token_hash: hashToken(token),
      purpose,
      expires_at: new Date(Date.now() + SET_PASSWORD_TTL_MS),
    });
  });
  return setPasswordUrl(db, userId, token, publicUrl);
}

/**
 * Marks the token used and returns its user, or null when it is unknown, used or expired.
 * One UPDATE, so two submissions of the same link cannot both succeed.
 */
export async function consumeSetPasswordToken(db: Executor, token: string): Promise<number | null> {
  const [row] = await db
    .update(setPasswordTokens)
    .set({ used_at: sql`now()` })
    .where(
      and(
        eq(setPasswordTokens.token_hash, hashToken(token)),
        isNull(setPasswordTokens.used_at),
        sql`${setPasswordTokens.expires_at} > now()`,
      ),
    )
    .returning({ userId: setPasswordTokens.user_id });
  return row?.userId ?? null;
}
