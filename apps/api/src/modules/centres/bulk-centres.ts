import {
  BULK_MESSAGES,
  type BulkResult,
  type CentreBulkAction,
} from '@eval/contracts/bulk-actions';
import type { CentresFilter } from '@eval/contracts/centres';
import type { DownloadCentreFormat } from '@eval/contracts/dashboard';
import type { Readable } from 'node:stream';
import type { SQL } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import type { VersionedCache } from '../../lib/versioned-cache';
import { updateAudited, type AuditedTable, type BulkActor } from '../../lib/bulk-audit';
import {
  countWhere,
  missingRows,
  refuseOutsideScope,
  refuseUnlessAllowed,
  type Selection,
} from '../../lib/bulk-selection';
import type { AuditTrail } from '../../lib/audit-trail';
import type { AdminScope } from '../../lib/scope';
import { exportCentreRows } from '../dashboard/centre-export';
import {
  centreSelectionWhere,
  centresOutsideScope,
  lockSelectedCentres,
  selectedCentresOnAlias,
  setActivo,
} from './bulk-centres-repository';

/** Audit lines of centres: the entity PATCH /v2/centros writes, the whole row. */
const CENTRES_TABLE: AuditedTable = { table: 'centros', entity: 'centros', hidden: [] };

/** Refuses (403) a selection naming a centre of a community outside the scope. */
const refuseCentresOutside = (db: Executor, where: SQL, scope: AdminScope) =>
  refuseOutsideScope(
    db,
    'centros',
    where,
    centresOutsideScope(scope),
    BULK_MESSAGES.centresOutOfScope,
  );

/**
 * How many centres a selection holds now (the confirmation's count); a selection naming a
 * centre outside the scope is refused here already, as the action would be.
 */
export async function countCentreSelection(
  db: Database,
  cache: VersionedCache,
  selection: Selection<CentresFilter>,
  scope: AdminScope,
): Promise<number> {
  const where = await centreSelectionWhere(db, cache, selection, scope);
  await refuseCentresOutside(db, where, scope);
  return countWhere(db, 'centros', where);
}

/**
 * POST /v2/centros/bulk: activates or deactivates every selected centre, all or nothing (a
 * selected id that no longer exists refuses the whole action, 409 with the list). Deactivating
 * only flags a centre, as PATCH /v2/centros does: users, courses and evaluations stay.
 */
export async function runCentreBulk(
  db: Database,
  cache: VersionedCache,
  body: { action: CentreBulkAction; selection: Selection<CentresFilter> },
  actor: BulkActor,
  audit: AuditTrail,
): Promise<{ data: BulkResult }> {
  const where = await centreSelectionWhere(db, cache, body.selection, actor.scope);
  return db.transaction(async (tx) => {
    const targets = await lockSelectedCentres(tx, where);
    // Locked first, so no centre of the selection moves community between check and change.
    await refuseCentresOutside(tx, where, actor.scope);
    const selected = refuseUnlessAllowed(
      targets.length,
      missingRows(body.selection, targets, BULK_MESSAGES.centreMissing),
    );
    const activo = body.action === 'activate' ? 1 : 0;
    const changing = targets.filter((centre) => centre.activo !== activo).map((c) => c.id);
    await updateAudited(tx, CENTRES_TABLE, actor, changing, setActivo(activo));
    const result = { selected, changed: changing.length, unchanged: selected - changing.length };
    await audit(tx, { before: null, after: { ...body, ...result } });
    return { data: result };
  });
}

/** The selected centres as the centre download's CSV or Excel stream (formulas neutralised). */
export async function exportCentreSelection(
  db: Database,
  cache: VersionedCache,
  selection: Selection<CentresFilter>,
  format: DownloadCentreFormat,
  scope: AdminScope,
): Promise<Readable> {
  const where = await centreSelectionWhere(db, cache, selection, scope);
  await refuseCentresOutside(db, where, scope);
  // The export's query names the centre `c`; the selection is written on the table itself.
  return exportCentreRows(db, selectedCentresOnAlias(where), format);
}
