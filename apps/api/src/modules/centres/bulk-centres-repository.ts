import { sql, type SQL } from 'drizzle-orm';
import type { CentresFilter } from '@eval/contracts/centres';
import { queryRows, type Database, type Executor } from '../../db/client';
import { centros } from '../../db/schema/index';
import { selectionCondition, type Selection } from '../../lib/bulk-selection';
import { centreInScope, type AdminScope } from '../../lib/scope';
import type { VersionedCache } from '../../lib/versioned-cache';
import { centreFilterCondition } from './repository';

/* The queries of BBDD Centros' bulk actions (bulk-centres.ts). */

/**
 * The WHERE of a selection of centres: its ids as named, whatever their community (the caller
 * refuses those outside the scope with `centresOutsideScope`), or the list's own filter code,
 * which reads within the scope.
 */
export async function centreSelectionWhere(
  db: Database,
  cache: VersionedCache,
  selection: Selection<CentresFilter>,
  scope: AdminScope,
): Promise<SQL> {
  const filterCondition =
    'filter' in selection
      ? await centreFilterCondition(db, cache, selection.filter, scope)
      : undefined;
  return selectionCondition(centros.id, selection, () => filterCondition);
}

/** The centres outside the scope, as a condition; undefined for a national scope. */
export function centresOutsideScope(scope: AdminScope): SQL | undefined {
  const inside = centreInScope(scope);
  return inside && sql`(${inside}) is not true`;
}

export interface Target {
  id: number;
  activo: number;
}

/** The selected centres' ids and activo, locked until the transaction ends, in id order. */
export function lockSelectedCentres(tx: Executor, where: SQL): Promise<Target[]> {
  return queryRows<Target>(
    tx,
    sql`select id, activo from ${centros} where ${where} order by id for update`,
  );
}

/** The SET of a bulk activation or deactivation (lib/bulk-audit's updateAudited). */
export const setActivo = (activo: number): SQL => sql`activo = ${activo}::int, updated_at = now()`;

/** The selected centres as a condition on the export's centre alias `c`. */
export const selectedCentresOnAlias = (where: SQL): SQL =>
  sql`c.id in (select centros.id from ${centros} where ${where})`;
