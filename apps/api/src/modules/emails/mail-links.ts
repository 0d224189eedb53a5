import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { setPasswordTokens, users } from '../../db/schema/index';
import { setPasswordUrl, setPasswordUrlFor } from './app-links';
import type { LinkPurpose } from './mail-templates';

/** A set-password link is valid for 7 days (domain.md). */
export const SET_PASSWORD_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/** SHA-256 of a token, hex: the only form of it the database keeps. */
export const hashToken = (token: string): string =>
  createHash('sha256').update(token).digest('hex');

/** Advisory-lock class of link issuing; the second key is the user's id. */
const LINK_LOCK_CLASS = 727_100_002;

/** Voids the person's unused links and records a new one; returns its token. */
async function recordNewToken(tx: Executor, userId: number, purpose: LinkPurpose): Promise<string> {
  const token = randomBytes(32).toString('base64url');
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
  return token;
}

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
  const token = await db.transaction((tx) => recordNewToken(tx, userId, purpose));
  return setPasswordUrl(db, userId, token, publicUrl);
}

/**
 * The link of a message about to be delivered and the address it goes to: the account's
 * e-mail now, read under a share lock in the transaction that records the token, never the
 * address the message was recorded with. A change of e-mail waits for this transaction and
 * then voids the token (migration 0015's trigger), so a link only ever works for the address
 * it was sent to. Null when the account no longer exists.
 */
export async function issueDeliveryLink(
  db: Executor,
  userId: number,
  purpose: LinkPurpose,
  publicUrl: string,
): Promise<{ url: string; receiver: string } | null> {
  return db.transaction(async (tx) => {
    const [owner] = await tx
      .select({ email: users.email, perfil: users.perfil })
      .from(users)
      .where(eq(users.id, userId))
      .for('share');
    if (!owner) return null;
    const token = await recordNewToken(tx, userId, purpose);
    return { url: setPasswordUrlFor(owner.perfil, token, publicUrl), receiver: owner.email };
  });
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
