import { and, eq, gt, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import {
  auditLog,
  comunidades,
  loginChallenges,
  settings,
  userRecoveryCodes,
  userTotp,
  users,
} from '../../db/schema/index';
import {
  SECOND_FACTOR_COMMUNITIES_KEY,
  SECOND_FACTOR_REQUIRED_KEY,
  secondFactorRequiredFor,
} from '../../plugins/session-state';
import { signedInPersonColumns } from './repository';

/** The user's TOTP row (confirmed or pending), or undefined. */
export async function findTotp(db: Executor, userId: number) {
  const [row] = await db.select().from(userTotp).where(eq(userTotp.user_id, userId));
  return row;
}

/** The same, locked until the transaction ends (confirm, disable, reset). */
export async function lockTotp(tx: Executor, userId: number) {
  const [row] = await tx.select().from(userTotp).where(eq(userTotp.user_id, userId)).for('update');
  return row;
}

/** A new pending secret replaces a pending one; a confirmed one is never replaced here. */
export async function savePendingTotp(db: Database, userId: number, secretBox: string) {
  const rows = await db
    .insert(userTotp)
    .values({ user_id: userId, secret_box: secretBox })
    .onConflictDoUpdate({
      target: userTotp.user_id,
      set: { secret_box: secretBox, last_time_step: null, created_at: sql`now()` },
      setWhere: isNull(userTotp.confirmed_at),
    })
    .returning({ user_id: userTotp.user_id });
  return rows.length > 0;
}

/**
 * Records `timeStep` as the last accepted code's, unless that step (or a later one) was already
 * used: the conditional update is what refuses a replayed code, concurrent requests included.
 */
export async function takeTimeStep(db: Executor, userId: number, timeStep: number) {
  const rows = await db
    .update(userTotp)
    .set({ last_time_step: timeStep })
    .where(
      and(
        eq(userTotp.user_id, userId),
        or(isNull(userTotp.last_time_step), lt(userTotp.last_time_step, timeStep)),
      ),
    )
    .returning({ user_id: userTotp.user_id });
  return rows.length > 0;
}

export async function confirmTotp(tx: Executor, userId: number) {
  await tx
    .update(userTotp)
    .set({ confirmed_at: sql`now()` })
    .where(eq(userTotp.user_id, userId));
}

/** Ends a second factor: its secret, its recovery codes and any sign-in waiting for a code. */
export async function removeSecondFactor(tx: Executor, userId: number) {
  await tx.delete(userTotp).where(eq(userTotp.user_id, userId));
  await tx.delete(userRecoveryCodes).where(eq(userRecoveryCodes.user_id, userId));
  await tx.delete(loginChallenges).where(eq(loginChallenges.user_id, userId));
}

export async function replaceRecoveryCodes(tx: Executor, userId: number, hashes: string[]) {
  await tx.delete(userRecoveryCodes).where(eq(userRecoveryCodes.user_id, userId));
  await tx
    .insert(userRecoveryCodes)
    .values(hashes.map((code_hash) => ({ user_id: userId, code_hash })));
}

export async function unusedRecoveryCodes(db: Executor, userId: number) {
  return db
    .select({ id: userRecoveryCodes.id, code_hash: userRecoveryCodes.code_hash })
    .from(userRecoveryCodes)
    .where(and(eq(userRecoveryCodes.user_id, userId), isNull(userRecoveryCodes.used_at)))
    .orderBy(userRecoveryCodes.id);
}

/** Spends a recovery code; false when a concurrent request spent it first. */
export async function spendRecoveryCode(db: Executor, id: number) {
  const rows = await db
    .update(userRecoveryCodes)
    .set({ used_at: sql`now()` })
    .where(and(eq(userRecoveryCodes.id, id), isNull(userRecoveryCodes.used_at)))
    .returning({ id: userRecoveryCodes.id });
  return rows.length > 0;
}

export async function countUnusedRecoveryCodes(db: Executor, userId: number) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(userRecoveryCodes)
    .where(and(eq(userRecoveryCodes.user_id, userId), isNull(userRecoveryCodes.used_at)));
  return row?.n ?? 0;
}

/** The programme's second-factor rule as stored; absent settings: not required, no community. */
export interface StoredSecondFactorPolicy {
  required: boolean;
  comunidades: number[];
}

const POLICY_KEYS = [SECOND_FACTOR_REQUIRED_KEY, SECOND_FACTOR_COMMUNITIES_KEY];

/** The two settings' rows as a policy (a value of another shape reads as its default). */
function policyOf(rows: { key: string; value: unknown }[]): StoredSecondFactorPolicy {
  const value = (key: string) => rows.find((row) => row.key === key)?.value;
  const communities = value(SECOND_FACTOR_COMMUNITIES_KEY);
  return {
    required: value(SECOND_FACTOR_REQUIRED_KEY) === true,
    comunidades: Array.isArray(communities)
      ? communities.filter((id): id is number => Number.isInteger(id))
      : [],
  };
}

/** The programme's rule: for every administrator, and the communities of scoped ones. */
export async function readSecondFactorPolicy(db: Executor): Promise<StoredSecondFactorPolicy> {
  const rows = await db
    .select({ key: settings.key, value: settings.value })
    .from(settings)
    .where(inArray(settings.key, POLICY_KEYS));
  return policyOf(rows);
}

/** The rule as it was, its rows locked, for the audit line of its change. */
export async function lockSecondFactorPolicy(tx: Executor): Promise<StoredSecondFactorPolicy> {
  const rows = await tx
    .select({ key: settings.key, value: settings.value })
    .from(settings)
    .where(inArray(settings.key, POLICY_KEYS))
    .for('update');
  return policyOf(rows);
}

export async function saveSecondFactorPolicy(tx: Executor, policy: StoredSecondFactorPolicy) {
  for (const [key, value] of [
    [SECOND_FACTOR_REQUIRED_KEY, policy.required],
    [SECOND_FACTOR_COMMUNITIES_KEY, policy.comunidades],
  ] as const) {
    await tx
      .insert(settings)
      .values({ key, value })
      .onConflictDoUpdate({ target: settings.key, set: { value, updated_at: sql`now()` } });
  }
}

/**
 * Whether the rule requires a second factor of user `userId` (every administrator, or their
 * scope names one of its communities): the same expression the access check reads.
 */
export async function secondFactorRequiredOf(db: Executor, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ required: secondFactorRequiredFor(users.ambito) })
    .from(users)
    .where(eq(users.id, userId));
  return row?.required === true;
}

/** How many of `ids` are communities that exist. */
export async function countCommunities(db: Executor, ids: readonly number[]): Promise<number> {
  if (ids.length === 0) return 0;
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(comunidades)
    .where(inArray(comunidades.id, [...ids]));
  return row?.n ?? 0;
}

/** A new challenge; the user's expired ones go at the same time. */
export async function saveChallenge(
  db: Database,
  challenge: { token_hash: string; user_id: number; session_version: number; expires_at: Date },
) {
  await db
    .delete(loginChallenges)
    .where(
      and(
        eq(loginChallenges.user_id, challenge.user_id),
        lt(loginChallenges.expires_at, sql`now()`),
      ),
    );
  await db.insert(loginChallenges).values(challenge);
}

/**
 * The user behind a live challenge (not expired, same session version, still an active
 * administrator with a password and a confirmed second factor), or undefined.
 */
export async function findChallengeUser(db: Database, tokenHash: string) {
  const [row] = await db
    .select({
      ...signedInPersonColumns,
      session_version: users.session_version,
      secret_box: userTotp.secret_box,
      last_time_step: userTotp.last_time_step,
    })
    .from(loginChallenges)
    .innerJoin(users, eq(users.id, loginChallenges.user_id))
    .innerJoin(userTotp, eq(userTotp.user_id, users.id))
    .where(
      and(
        eq(loginChallenges.token_hash, tokenHash),
        gt(loginChallenges.expires_at, sql`now()`),
        eq(loginChallenges.session_version, users.session_version),
        eq(users.activo, 1),
        isNotNull(users.password_hash),
        isNotNull(userTotp.confirmed_at),
      ),
    );
  return row;
}

/** Ends a challenge (used); false when a concurrent request used it first. */
export async function takeChallenge(db: Executor, tokenHash: string) {
  const rows = await db
    .delete(loginChallenges)
    .where(eq(loginChallenges.token_hash, tokenHash))
    .returning({ user_id: loginChallenges.user_id });
  return rows.length > 0;
}

/** Voids every sign-in of the user waiting for a code (too many wrong codes). */
export async function voidChallenges(tx: Executor, userId: number): Promise<void> {
  await tx.delete(loginChallenges).where(eq(loginChallenges.user_id, userId));
}

/** Who an alert about the account's second step goes to, in which language. */
export async function findAlertRecipient(tx: Executor, userId: number) {
  const [row] = await tx
    .select({ email: users.email, nombre: users.nombre, language_id: users.language_id })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

/**
 * The audit line of a second step voided for too many wrong codes. No user acted that the
 * server knows (whoever typed the codes had no session), so `user_id` is null, as a scheduled
 * run's; the line names the account.
 */
export async function insertSecondStepAudit(
  tx: Executor,
  line: { action: string; userId: number; after: Record<string, unknown> },
): Promise<void> {
  await tx.insert(auditLog).values({
    user_id: null,
    action: line.action,
    entity: 'auth/second-factor',
    entity_id: String(line.userId),
    before: null,
    after: line.after,
  });
}

/** The user a reset names: profile and names, for the checks and the audit line. */
export async function findResetTarget(tx: Executor, userId: number) {
  const [row] = await tx
    .select({ id: users.id, perfil: users.perfil, email: users.email })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

/** The user's e-mail (the label of a new secret in the app), or undefined when there is none. */
export async function findUserEmail(
  db: Executor,
  userId: number,
): Promise<{ email: string } | undefined> {
  const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return user;
}

/** The user's password hash (null without a password), or undefined when there is no user. */
export async function findPasswordHash(
  db: Executor,
  userId: number,
): Promise<{ hash: string | null } | undefined> {
  const [user] = await db
    .select({ hash: users.password_hash })
    .from(users)
    .where(eq(users.id, userId));
  return user;
}

/** Ends the user's sessions: the session version goes up by one. */
export async function bumpSessionVersion(tx: Executor, userId: number): Promise<void> {
  await tx
    .update(users)
    .set({ session_version: sql`${users.session_version} + 1` })
    .where(eq(users.id, userId));
}
