import { COMMON_MESSAGES } from '@eval/contracts/common';
import { eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/client';
import { centros, users } from '../db/schema/index';
import { bindValue, type Bind } from '../db/statement-shapes';
import { AppError } from './errors';

/**
 * What an administrator may see and change (docs/security.md "Scope"), read with the session
 * state on every request and carried by `request.user`. Every repository query that reads
 * centres or people for an administrator takes one as an argument, so leaving it out does not
 * compile; the caches key by `scopeKey`.
 */
export type AdminScope =
  | { readonly national: true; readonly readOnly: boolean }
  | {
      readonly national: false;
      readonly readOnly: boolean;
      /** The communities (`comunidades.id`) of the scope, sorted, at least one. */
      readonly comunidades: readonly number[];
      /** The administrator themself: the one person without a centre they see. */
      readonly self: number;
    };

/** Everyone's scope when nothing narrows it: what a centre's own people act with. */
export const NATIONAL: AdminScope = { national: true, readOnly: false };

/** The scope of a user as stored: `ambito` (community ids, none for national), `solo_lectura`. */
export function scopeOf(user: { id: number; ambito: readonly number[]; solo_lectura: number }) {
  const readOnly = user.solo_lectura === 1;
  if (user.ambito.length === 0) return { national: true, readOnly } satisfies AdminScope;
  const comunidades = [...new Set(user.ambito)].sort((a, b) => a - b);
  return { national: false, readOnly, comunidades, self: user.id } satisfies AdminScope;
}

/**
 * The part of a cache key that tells scopes apart: every national administrator shares one;
 * a scoped one's names the communities and the person (who sees themself in the users list).
 */
export function scopeKey(scope: AdminScope): string {
  return scope.national ? 'national' : `ambito:${scope.comunidades.join(',')};self:${scope.self}`;
}

/**
 * The scope's communities as one text value, so that a statement's text is the same for every
 * scope; `bind` as a list's filters bind theirs (db/statement-shapes.ts).
 */
export function communityList(
  scope: { comunidades: readonly number[] },
  bind: Bind = bindValue,
): SQL {
  return sql`string_to_array(${bind('ambito', scope.comunidades.join(','))}, ',')::int[]`;
}

/**
 * A condition on a community column (a centre's `comunidades_id`, or `c.comunidades_id` of a
 * query that names the table so); undefined when national.
 */
export function communityInScope(
  scope: AdminScope,
  column: AnyPgColumn | SQL,
  bind: Bind = bindValue,
): SQL | undefined {
  if (scope.national) return undefined;
  return sql`${column} = any(${communityList(scope, bind)})`;
}

/** A condition on centres: theirs in the scope; undefined when national. */
export function centreInScope(scope: AdminScope, bind: Bind = bindValue): SQL | undefined {
  return communityInScope(scope, centros.comunidades_id, bind);
}

/**
 * A condition on users: those of a centre in the scope, and the administrator themself;
 * people without a centre (administrators) only for a national scope. Undefined when national.
 */
export function userInScope(scope: AdminScope): SQL | undefined {
  if (scope.national) return undefined;
  return sql`(${users.id} = ${scope.self} or ${users.centros_id} in (select ${centros.id}
    from ${centros} where ${centros.comunidades_id} = any(${communityList(scope)})))`;
}

/** Whether a record of community `comunidad` (null: of none, an administrator) is in scope. */
export function inScope(scope: AdminScope, comunidad: number | null): boolean {
  return scope.national || (comunidad !== null && scope.comunidades.includes(comunidad));
}

/** Refuses (403) a record of a community outside the scope; nothing is changed. */
export function assertInScope(scope: AdminScope, comunidad: number | null): void {
  if (!inScope(scope, comunidad)) throw new AppError('FORBIDDEN', COMMON_MESSAGES.outOfScope);
}

/** Refuses (403) what only a national administrator may do. */
export function assertNational(scope: AdminScope, message: string = COMMON_MESSAGES.nationalOnly) {
  if (!scope.national) throw new AppError('FORBIDDEN', message);
}

/** The community of centre `id`; null when there is no such centre. */
export async function centreCommunity(db: Executor, id: number): Promise<number | null> {
  const [row] = await db
    .select({ comunidad: centros.comunidades_id })
    .from(centros)
    .where(eq(centros.id, id));
  return row?.comunidad ?? null;
}

/**
 * Refuses (403) centre `id` when it is outside the scope (a centre that does not exist is in
 * no scope); a national scope reads nothing.
 */
export async function assertCentreInScope(
  db: Executor,
  scope: AdminScope,
  id: number,
): Promise<void> {
  if (scope.national) return;
  assertInScope(scope, await centreCommunity(db, id));
}
