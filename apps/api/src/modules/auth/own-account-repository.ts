import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { users } from '../../db/schema/index';
import { signedInPersonColumns } from './repository';

/** What changing one's own password needs of the row; in a transaction, locked until it commits. */
export async function lockOwnAccount(tx: Executor, userId: number) {
  const [row] = await tx
    .select({
      ...signedInPersonColumns,
      password_hash: users.password_hash,
    })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  return row;
}

/**
 * Stores the new hash; the users_end_sessions trigger (migration 0011) raises the session
 * version in the same statement, which is returned for the session that stays open.
 */
export async function storeOwnPasswordHash(
  tx: Executor,
  userId: number,
  passwordHash: string,
): Promise<number> {
  const [row] = await tx
    .update(users)
    .set({ password_hash: passwordHash, updated_at: sql`now()` })
    .where(eq(users.id, userId))
    .returning({ session_version: users.session_version });
  if (!row) throw new Error('own account not found');
  return row.session_version;
}

/** One's own language: the previous one, for the audit line, and the new one stored. */
export async function replaceOwnLanguage(
  tx: Executor,
  userId: number,
  languageId: string,
): Promise<string | undefined> {
  const [before] = await tx
    .select({ language_id: users.language_id })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  if (!before) return undefined;
  await tx
    .update(users)
    .set({ language_id: languageId, updated_at: sql`now()` })
    .where(eq(users.id, userId));
  return before.language_id;
}
