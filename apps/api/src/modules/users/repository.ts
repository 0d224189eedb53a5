import { and, eq, getTableColumns, isNotNull, ne, notInArray, sql } from 'drizzle-orm';
import { ADMIN_PROFILE } from '@eval/contracts/common';
import { queryRows, type Executor, type Transaction } from '../../db/client';
import { cargos, centros, languages, perfiles, users } from '../../db/schema/index';

/** Key of the transaction-level advisory lock taken by every edit or deletion of a user. */
const USER_CHANGES_LOCK_KEY = 727_100_003;

// Everything the audit log keeps of a user: no password hash, no derived search column.
const { password_hash: _hash, search_text: _search, ...auditColumns } = getTableColumns(users);

/** Serialises this transaction with every other edit or deletion of users (bulk ones too). */
export async function lockUserChanges(tx: Transaction): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${USER_CHANGES_LOCK_KEY})`);
}

/**
 * Starts an edit or deletion of user `id`: serialises it with every other one (two
 * administrators demoting each other at once would otherwise each see the other left, and
 * leave none) and returns the row as it is, locked, for the audit log's `before`.
 */
export async function lockUserForChange(tx: Transaction, id: number) {
  await lockUserChanges(tx);
  const [row] = await tx.select(auditColumns).from(users).where(eq(users.id, id)).for('update');
  return row;
}

/** The user as the audit log keeps it (no password hash), unlocked; for a change's `after`. */
export async function auditedUser(tx: Transaction, id: number) {
  const [row] = await tx.select(auditColumns).from(users).where(eq(users.id, id));
  return row;
}

/** One active administrator other than user `id` (at most one row). */
export function otherActiveAdministrator(tx: Executor, id: number): Promise<{ id: number }[]> {
  return tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.perfil, ADMIN_PROFILE), eq(users.activo, 1), ne(users.id, id)))
    .limit(1);
}

/** One active administrator with a password, none of `ids`; undefined when there is none. */
export async function activeAdministratorWithPasswordOutside(
  tx: Executor,
  ids: number[],
): Promise<{ id: number } | undefined> {
  const [left] = await tx
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.perfil, ADMIN_PROFILE),
        eq(users.activo, 1),
        isNotNull(users.password_hash),
        notInArray(users.id, ids),
      ),
    )
    .limit(1);
  return left;
}

/** Which of a user's references exist (a null centre or cargo counts as existing). */
export async function referencesExist(
  db: Executor,
  refs: {
    perfil: number;
    centros_id: number | null;
    cargos_id: number | null;
    language_id: string;
  },
): Promise<{ perfil: boolean; centro: boolean; cargo: boolean; language: boolean } | undefined> {
  const [row] = await queryRows<{
    perfil: boolean;
    centro: boolean;
    cargo: boolean;
    language: boolean;
  }>(
    db,
    sql`select
      exists(select 1 from ${perfiles} where ${perfiles.id} = ${refs.perfil}) as perfil,
      (${refs.centros_id}::int is null
        or exists(select 1 from ${centros} where ${centros.id} = ${refs.centros_id}::int)) as centro,
      (${refs.cargos_id}::int is null
        or exists(select 1 from ${cargos} where ${cargos.id} = ${refs.cargos_id}::int)) as cargo,
      exists(select 1 from ${languages} where ${languages.id} = ${refs.language_id}) as language`,
  );
  return row;
}

/** The id of the user with e-mail `email`, if any. */
export async function userIdWithEmail(
  db: Executor,
  email: string,
): Promise<{ id: number } | undefined> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row;
}
