import {
  CENTRE_IMPORT_LISTED_ROWS,
  CENTRE_IMPORT_MESSAGES as M,
  CENTRE_IMPORT_REQUIRED_COLUMNS,
  type CentreImportPreview,
  type CentreImportResult,
  type CentreImportRow,
} from '@eval/contracts/centre-import';
import { COMMON_MESSAGES } from '@eval/contracts/common';
import type { Database, Executor } from '../../db/client';
import { AppError } from '../../lib/errors';
import { emptyOutcomeCounts, OutcomeTally } from '../../lib/row-outcomes';
import {
  readRegister,
  withHeaderCheck,
  type RegisterLine,
  type RegisterUpload,
} from './register-import-parse';
import { loadPlaces } from './register-import-places';
import { classifyBatch, type Classified } from './register-import-rows';
import { upsertCentresFromJson, WRITTEN, type ImportValues } from './register-import-repository';
import { auditComputedLines } from '../../lib/bulk-audit';
import { centreInScope, type AdminScope } from '../../lib/scope';

/** Rows read, checked and written together: one lookup query and one upsert per batch. */
const BATCH = 1_000;

/**
 * The upload's rows in batches of BATCH, classified; only one batch is in memory at a time.
 * Stops with the signal's reason once the request's deadline has passed (TRANSFER_TIMEOUT):
 * the client has had its 503 and the commit's transaction is rolled back.
 */
async function* classifiedBatches(
  db: Executor,
  upload: RegisterUpload,
  signal: AbortSignal,
  scope: AdminScope,
) {
  signal.throwIfAborted();
  const places = await loadPlaces(db);
  const firstLineOf = new Map<string, number>();
  const rows = withHeaderCheck(readRegister(upload), CENTRE_IMPORT_REQUIRED_COLUMNS);
  let batch: RegisterLine[] = [];
  for await (const row of rows) {
    batch.push(row);
    if (batch.length === BATCH) {
      signal.throwIfAborted();
      yield await classifyBatch(db, places, batch, firstLineOf, scope);
      batch = [];
    }
  }
  signal.throwIfAborted();
  if (batch.length > 0) yield await classifyBatch(db, places, batch, firstLineOf, scope);
}

/**
 * POST /v2/centros/import/preview: every row's outcome; nothing is written. A row outside the
 * caller's scope is an error with its reason.
 */
export async function previewImport(
  db: Database,
  upload: RegisterUpload,
  signal: AbortSignal,
  scope: AdminScope,
): Promise<CentreImportPreview> {
  const tally = new OutcomeTally<CentreImportRow>(CENTRE_IMPORT_LISTED_ROWS);
  for await (const batch of classifiedBatches(db, upload, signal, scope))
    for (const { row } of batch) tally.add(row);
  if (tally.counts.total === 0) throw new AppError('BAD_REQUEST', M.empty);
  return tally.preview();
}

/** The fields an import writes, as the table's columns (and nothing else the row carries). */
const written = (v: ImportValues) =>
  Object.fromEntries(WRITTEN.map((column) => [column, v[column]])) as ImportValues;

const IMPORT_ACTION = 'IMPORT /v2/centros/import';

/** Who imports (null: outside a request) and with which scope: rows outside it are errors. */
export interface ImportActor {
  userId: number | null;
  scope: AdminScope;
}

/**
 * Writes the new and changed rows of a batch with one upsert keyed by codigo (a centre another
 * request created meanwhile is then updated, not duplicated), and one audit line per centre
 * with what it was and what it became, in the same transaction. Each statement carries its
 * rows as one JSON parameter: a multi-row VALUES of 12,000 parameters cost three times as much
 * to build and plan (docs/performance.md).
 */
async function writeBatch(tx: Executor, rows: Classified[], actor: ImportActor) {
  const toWrite = rows.filter(
    (c): c is Classified & { values: ImportValues } =>
      (c.row.outcome === 'new' || c.row.outcome === 'changed') && c.values !== undefined,
  );
  if (toWrite.length === 0) return;
  const records = JSON.stringify(toWrite.map((c) => written(c.values)));
  const upserted = await upsertCentresFromJson(tx, records, centreInScope(actor.scope));
  // A centre of that code created elsewhere since the rows were checked: the upsert left it
  // alone, and the whole import is refused rather than written in part.
  if (upserted.length < toWrite.length) throw new AppError('FORBIDDEN', COMMON_MESSAGES.outOfScope);
  const idOf = new Map(upserted.map((row) => [row.codigo, row.id]));
  const lines = toWrite.map(({ row, values, stored }) => {
    const after = written(values);
    const changed = row.changes.map((change) => change.field) as (keyof typeof after)[];
    return {
      entity_id: String(idOf.get(after.codigo) ?? ''),
      before: stored ? Object.fromEntries(changed.map((f) => [f, stored[f]])) : null,
      after: stored ? Object.fromEntries(changed.map((f) => [f, after[f]])) : after,
    };
  });
  const auditActor = { id: actor.userId, action: IMPORT_ACTION, scope: actor.scope };
  await auditComputedLines(tx, auditActor, 'centros', lines);
}

/**
 * POST /v2/centros/import: all or nothing, in one transaction, opened once the whole file has
 * been received and checked (receiveRegister). Rows are checked again (the
 * register may have changed since the preview); after the first error nothing more is written
 * but the file is read to the end so the answer counts every faulty row, and the transaction
 * is rolled back.
 */
export function commitImport(
  db: Database,
  upload: RegisterUpload,
  actor: ImportActor,
  signal: AbortSignal,
): Promise<CentreImportResult> {
  return db.transaction(async (tx) => {
    const counts = emptyOutcomeCounts();
    for await (const batch of classifiedBatches(tx, upload, signal, actor.scope)) {
      for (const { row } of batch) {
        counts.total += 1;
        counts[row.outcome] += 1;
      }
      if (counts.error === 0) await writeBatch(tx, batch, actor);
    }
    // A deadline passed during the last write still undoes it all.
    signal.throwIfAborted();
    if (counts.total === 0) throw new AppError('BAD_REQUEST', M.empty);
    if (counts.error > 0) throw new AppError('BAD_REQUEST', M.hasErrors(counts.error));
    return { created: counts.new, updated: counts.changed, unchanged: counts.unchanged };
  });
}
