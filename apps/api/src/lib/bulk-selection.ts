import { and, sql, type SQL } from 'drizzle-orm';
import { BULK_MESSAGES, type BulkRefused as Refused } from '@eval/contracts/bulk-actions';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { queryRows, type Executor } from '../db/client';
import { AppError } from './errors';

/** A refused row; `missing` marks an id that does not exist (still one of the selection). */
export type BulkRefused = Refused & { missing?: boolean };

/** A selection of a bulk action (contracts bulk-actions.ts), its filter already parsed. */
export type Selection<F> = { ids: number[] } | { filter: F; except: number[] };

/**
 * An id list as ONE parameter (`'{1,2,3}'::int[]`): drizzle would otherwise send one parameter
 * per id, and PostgreSQL takes at most 65,535 of them in a statement.
 */
export const idArray = (ids: readonly number[]): SQL =>
  sql`${`{${ids.map((id) => Math.trunc(id)).join(',')}}`}::int[]`;

/**
 * The WHERE of a selection on a table: its ids, or the list's own filter condition (the same
 * code as the list call, passed in) without the excepted ids.
 */
export function selectionCondition<F>(
  id: AnyPgColumn,
  selection: Selection<F>,
  filterCondition: (filter: F) => SQL | undefined,
): SQL {
  if ('ids' in selection) return sql`${id} = any(${idArray(selection.ids)})`;
  const except =
    selection.except.length > 0 ? sql`not (${id} = any(${idArray(selection.except)}))` : undefined;
  return and(filterCondition(selection.filter), except) ?? sql`true`;
}

/** Ids asked for by a selection of ids that are not among `found` (deleted meanwhile, typos). */
export function missingIds<F>(selection: Selection<F>, found: readonly { id: number }[]): number[] {
  if (!('ids' in selection)) return [];
  const present = new Set(found.map((row) => row.id));
  return [...new Set(selection.ids)].filter((id) => !present.has(id));
}

/** How many rows of `table` match `where` now (the count a confirmation states). */
export async function countWhere(db: Executor, table: 'users' | 'centros', where: SQL) {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from ${sql.raw(`"${table}"`)} where ${where}`,
  );
  return row?.n ?? 0;
}

/**
 * Refuses (403, `message`) a selection holding a row the caller's scope does not reach, before
 * anything is counted, exported or changed. `outside` is the condition of such rows (undefined
 * for a national scope: nothing is outside). A selection of ids is taken as named, so one id
 * elsewhere refuses the whole call instead of being quietly dropped; a filter is read within the
 * scope. Call it inside the action's transaction, after the rows are locked.
 */
export async function refuseOutsideScope(
  db: Executor,
  table: 'users' | 'centros',
  where: SQL,
  outside: SQL | undefined,
  message: string,
): Promise<void> {
  if (outside === undefined) return;
  const [row] = await queryRows<{ found: number }>(
    db,
    sql`select 1 as found from ${sql.raw(`"${table}"`)} where ${where} and (${outside}) limit 1`,
  );
  if (row) throw new AppError('FORBIDDEN', message);
}

/**
 * All or nothing: refuses (409) a bulk action when any selected row is refused, listing every
 * one of them with its reasons, and (400) an empty selection. Returns how many were selected.
 */
export function refuseUnlessAllowed(found: number, refused: readonly BulkRefused[]): number {
  const selected = found + refused.filter((row) => row.missing).length;
  if (selected === 0) throw new AppError('BAD_REQUEST', BULK_MESSAGES.emptySelection);
  if (refused.length > 0)
    throw new AppError('CONFLICT', BULK_MESSAGES.refused(refused.length, selected), {
      selected,
      refused: refused.map(({ missing: _missing, ...row }) => row),
    });
  return selected;
}

/** Refusals of the ids that no longer exist, labelled by their number. */
export const missingRows = <F>(
  selection: Selection<F>,
  found: readonly { id: number }[],
  reason: string,
): BulkRefused[] =>
  missingIds(selection, found).map((id) => ({
    id,
    label: `#${id}`,
    reasons: [reason],
    missing: true,
  }));
