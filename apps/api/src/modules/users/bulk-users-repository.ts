import { and, eq, sql, type SQL } from 'drizzle-orm';
import { ADMIN_PROFILE } from '@eval/contracts/common';
import type { UserFilter } from '@eval/contracts/users';
import { queryRows, type Executor } from '../../db/client';
import { cargos, perfiles, users } from '../../db/schema/index';
import { selectionCondition, type Selection } from '../../lib/bulk-selection';
import { userInScope, type AdminScope } from '../../lib/scope';
import { userFilterCondition } from './user-list-repository';

/** A selected user as a bulk action reads it. */
export interface BulkTarget {
  id: number;
  nombre: string;
  email: string;
  language_id: string;
  perfil: number;
  activo: number;
  centros_id: number | null;
  cargos_id: number | null;
  has_password: boolean;
  /** National and writable: one of those the programme must keep (scope-rules.ts). */
  national_writer: boolean;
}

/**
 * The WHERE of a selection of users: its ids as named, whoever they are (the caller refuses
 * those the scope does not reach with `usersBeyondScope`), or the list's own filter code,
 * which reads within the scope.
 */
export const userSelectionWhere = (selection: Selection<UserFilter>, scope: AdminScope) =>
  selectionCondition(users.id, selection, (filter) => userFilterCondition(filter, scope));

/**
 * The users a scoped administrator does not reach, as a condition (scope-rules.ts `reaches`):
 * those outside the scope's centres, and every other administrator, even of a centre within it
 * (a scoped administrator could otherwise deactivate a national one). Undefined when national.
 */
export function usersBeyondScope(scope: AdminScope): SQL | undefined {
  const inside = userInScope(scope);
  if (scope.national || !inside) return undefined;
  return sql`(${inside}) is not true
    or (${users.perfil} = ${ADMIN_PROFILE} and ${users.id} <> ${scope.self})`;
}

/** How many active administrators of national scope who may write there are. */
export async function nationalWriterCount(tx: Executor): Promise<number | undefined> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(users)
    .where(
      and(
        eq(users.perfil, ADMIN_PROFILE),
        eq(users.activo, 1),
        eq(users.solo_lectura, 0),
        sql`cardinality(${users.ambito}) = 0`,
      ),
    );
  return row?.n;
}

/** Profile `id`, if it exists (at most one row). */
export function profileWithId(tx: Executor, id: number): Promise<{ id: number }[]> {
  return tx.select({ id: perfiles.id }).from(perfiles).where(eq(perfiles.id, id));
}

/** Cargo `id`, if it exists (at most one row). */
export function cargoWithId(tx: Executor, id: number): Promise<{ id: number }[]> {
  return tx.select({ id: cargos.id }).from(cargos).where(eq(cargos.id, id));
}

/** How many active administrators there are. */
export async function activeAdministratorCount(tx: Executor): Promise<number | undefined> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(users)
    .where(and(eq(users.perfil, ADMIN_PROFILE), eq(users.activo, 1)));
  return row?.n;
}

/** The users of a selection, in id order, locked for update. */
export function lockSelectedUsers(
  tx: Executor,
  selection: Selection<UserFilter>,
  scope: AdminScope,
): Promise<BulkTarget[]> {
  return queryRows<BulkTarget>(
    tx,
    sql`select id, nombre, email, language_id, perfil, activo, centros_id, cargos_id,
                 password_hash is not null as has_password,
                 (cardinality(ambito) = 0 and solo_lectura = 0) as national_writer
          from ${users} where ${userSelectionWhere(selection, scope)} order by id for update`,
  );
}

/** The SET of a bulk action that updates rows (session_version's trigger ends sessions). */
export const USER_BULK_SETS = {
  activate: () => sql`activo = 1, updated_at = now()`,
  deactivate: () => sql`activo = 0, updated_at = now()`,
  setCargo: (cargosId: number | null) => sql`cargos_id = ${cargosId}::int, updated_at = now()`,
  setProfile: (perfil: number) => sql`perfil = ${perfil}::int, updated_at = now()`,
  resetPassword: () => sql`password_hash = null, updated_at = now()`,
} satisfies Record<string, (...args: never[]) => SQL>;
