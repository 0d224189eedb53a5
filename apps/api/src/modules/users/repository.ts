import {
  and,
  eq,
  getTableColumns,
  inArray,
  isNotNull,
  isNull,
  ne,
  notInArray,
  sql,
} from 'drizzle-orm';
import { ADMIN_PROFILE } from '@eval/contracts/common';
import { queryRows, type Executor, type Transaction } from '../../db/client';
import {
  cargos,
  centros,
  comunidades,
  languages,
  perfiles,
  setPasswordTokens,
  users,
} from '../../db/schema/index';
import { LOCK_KEYS } from '../../db/locks';

// Everything the audit log keeps of a user: no password hash, no derived search column.
const { password_hash: _hash, search_text: _search, ...auditColumns } = getTableColumns(users);

/** Serialises this transaction with every other edit or deletion of users (bulk ones too). */
export async function lockUserChanges(tx: Transaction): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_KEYS.userChanges})`);
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

/** Who a usable (unspent, unexpired) set-password link is for, by its token's hash. */
export function setPasswordLinkOwner(
  db: Executor,
  tokenHash: string,
): Promise<{ nombre: string; apellidos: string; email: string }[]> {
  return db
    .select({ nombre: users.nombre, apellidos: users.apellidos, email: users.email })
    .from(setPasswordTokens)
    .innerJoin(users, eq(users.id, setPasswordTokens.user_id))
    .where(
      and(
        eq(setPasswordTokens.token_hash, tokenHash),
        isNull(setPasswordTokens.used_at),
        sql`${setPasswordTokens.expires_at} > now()`,
      ),
    );
}

/** Stores user `userId`'s new password hash. */
export async function storePasswordHash(
  tx: Executor,
  userId: number,
  passwordHash: string,
): Promise<void> {
  await tx
    .update(users)
    .set({ password_hash: passwordHash, updated_at: sql`now()` })
    .where(eq(users.id, userId));
}

/** Voids user `userId`'s password (a reset). */
export async function clearPasswordHash(tx: Executor, userId: number): Promise<void> {
  await tx
    .update(users)
    .set({ password_hash: null, updated_at: sql`now()` })
    .where(eq(users.id, userId));
}

/** The active user with e-mail `email`, as a set-password e-mail needs them, if any. */
export async function activeUserWithEmail(
  tx: Executor,
  email: string,
): Promise<{ id: number; nombre: string; email: string; language_id: string } | undefined> {
  const [user] = await tx
    .select({
      id: users.id,
      nombre: users.nombre,
      email: users.email,
      language_id: users.language_id,
    })
    .from(users)
    .where(and(eq(users.email, email), eq(users.activo, 1)));
  return user;
}

/** Inserts a user; what a set-password e-mail needs of them. */
export async function insertUser(
  tx: Executor,
  values: typeof users.$inferInsert,
): Promise<{ id: number; nombre: string; email: string; language_id: string } | undefined> {
  const [created] = await tx.insert(users).values(values).returning({
    id: users.id,
    nombre: users.nombre,
    email: users.email,
    language_id: users.language_id,
  });
  return created;
}

/** The ids of the profiles named `nombre`, case ignored. */
export function profileIdsNamed(db: Executor, nombre: string): Promise<{ id: number }[]> {
  return db
    .select({ id: perfiles.id })
    .from(perfiles)
    .where(sql`lower(${perfiles.nombre}) = lower(${nombre})`);
}

/** Writes `values` into user `id`, with its updated_at. */
export async function updateUserRow(
  tx: Executor,
  id: number,
  values: Omit<Partial<typeof users.$inferInsert>, 'updated_at'>,
): Promise<void> {
  await tx
    .update(users)
    .set({ ...values, updated_at: sql`now()` })
    .where(eq(users.id, id));
}

export async function deleteUserRow(tx: Executor, id: number): Promise<void> {
  await tx.delete(users).where(eq(users.id, id));
}

/** Which of community ids `ids` exist (comunidades). */
export async function existingCommunities(tx: Executor, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await tx
    .select({ id: comunidades.id })
    .from(comunidades)
    .where(inArray(comunidades.id, [...ids]));
  return rows.map((row) => row.id);
}

/**
 * One active administrator other than user `id` who is national and may write (at most one
 * row): someone must be left able to give scopes.
 */
export function otherNationalAdministrator(tx: Executor, id: number): Promise<{ id: number }[]> {
  return tx
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.perfil, ADMIN_PROFILE),
        eq(users.activo, 1),
        eq(users.solo_lectura, 0),
        sql`cardinality(${users.ambito}) = 0`,
        ne(users.id, id),
      ),
    )
    .limit(1);
}

/** User `id` as the scope's rules read them (scope-rules.ts), if they exist. */
export async function scopedUserById(db: Executor, id: number) {
  const [row] = await db
    .select({
      id: users.id,
      perfil: users.perfil,
      centros_id: users.centros_id,
      activo: users.activo,
      ambito: users.ambito,
      solo_lectura: users.solo_lectura,
    })
    .from(users)
    .where(eq(users.id, id));
  return row;
}
