import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { centros, perfiles, setPasswordTokens, users } from '../../db/schema/index';
import type { LinkPurpose } from './mail-templates';
import { LOCK_CLASSES } from '../../db/locks';

/** The person's profile and language, or undefined when the account does not exist. */
export async function findLinkAccount(
  db: Executor,
  userId: number,
): Promise<{ perfil: number; language_id: string } | undefined> {
  const [user] = await db
    .select({ perfil: users.perfil, language_id: users.language_id })
    .from(users)
    .where(eq(users.id, userId));
  return user;
}

/** Serialises the issuing of the person's links until the transaction ends. */
export async function lockLinkIssuing(tx: Executor, userId: number): Promise<void> {
  await tx.execute(
    sql`SELECT pg_advisory_xact_lock(${LOCK_CLASSES.passwordLinks}, ${userId}::integer)`,
  );
}

/** Marks the person's unused links used, so they stop working. */
export async function voidUnusedTokens(tx: Executor, userId: number): Promise<void> {
  await tx
    .update(setPasswordTokens)
    .set({ used_at: sql`now()` })
    .where(and(eq(setPasswordTokens.user_id, userId), isNull(setPasswordTokens.used_at)));
}

/** Records a link by its token's hash. */
export async function insertToken(
  tx: Executor,
  token: { userId: number; tokenHash: string; purpose: LinkPurpose; expiresAt: Date },
): Promise<void> {
  await tx.insert(setPasswordTokens).values({
    user_id: token.userId,
    token_hash: token.tokenHash,
    purpose: token.purpose,
    expires_at: token.expiresAt,
  });
}

/** What a link message says of the account as it is at delivery (account-details.ts). */
export interface DeliveryAccount {
  email: string;
  perfil: number;
  /** The profile's name as the back-office lists it. */
  perfil_nombre: string | null;
  /** The centre's name; null for an administrator. */
  centro: string | null;
}

/**
 * The account's e-mail, profile and centre, the user's row share-locked until the transaction
 * ends (a change of e-mail waits for it); undefined when the account does not exist.
 */
export async function shareLockAccount(
  tx: Executor,
  userId: number,
): Promise<DeliveryAccount | undefined> {
  const [owner] = await tx
    .select({
      email: users.email,
      perfil: users.perfil,
      perfil_nombre: perfiles.nombre,
      centro: centros.nombre,
    })
    .from(users)
    .leftJoin(perfiles, eq(perfiles.id, users.perfil))
    .leftJoin(centros, eq(centros.id, users.centros_id))
    .where(eq(users.id, userId))
    .for('share', { of: users });
  return owner;
}

/**
 * Marks the link of this token hash used if it is unused and unexpired, in one UPDATE, and
 * returns its user; null otherwise.
 */
export async function useValidToken(db: Executor, tokenHash: string): Promise<number | null> {
  const [row] = await db
    .update(setPasswordTokens)
    .set({ used_at: sql`now()` })
    .where(
      and(
        eq(setPasswordTokens.token_hash, tokenHash),
        isNull(setPasswordTokens.used_at),
        sql`${setPasswordTokens.expires_at} > now()`,
      ),
    )
    .returning({ userId: setPasswordTokens.user_id });
  return row?.userId ?? null;
}
