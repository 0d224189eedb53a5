import type { Database, Transaction } from '../db/client';
import { deletedRecord, type AuditTrail } from './audit-trail';
import { AppError } from './errors';

/** The steps of a change to one record that only its module knows. */
export interface RecordChange<Before, After> {
  /** The Spanish 404 message when the record is missing. */
  notFound: string;
  /** Reads and locks the record (after any check that must answer first): no row when missing. */
  lock: (tx: Transaction) => Promise<readonly (Before | null)[]>;
  /** Checks and writes the change; returns the record afterwards, no row when it is gone. */
  change: (tx: Transaction, before: Before) => Promise<readonly (After | null)[]>;
  /** The audit line keeps the record afterwards too, not only the request's body. */
  auditAfter?: boolean;
}

/**
 * PUT or PATCH of one record, in one transaction: lock it, 404 when missing, change it, and write
 * the audit line with the row as it was, so the line and the change commit or roll back together.
 */
export function changeRecord<Before, After>(
  db: Database,
  audit: AuditTrail,
  steps: RecordChange<Before, After>,
): Promise<After> {
  return db.transaction(async (tx) => {
    const [before] = await steps.lock(tx);
    if (!before) throw new AppError('NOT_FOUND', steps.notFound);
    const [after] = await steps.change(tx, before);
    if (!after) throw new AppError('NOT_FOUND', steps.notFound);
    await audit(tx, steps.auditAfter ? { before, after } : { before });
    return after;
  });
}

/** The steps of deleting one record that only its module knows. */
export interface RecordRemoval<Row> {
  /** The Spanish 404 message when the record is missing. */
  notFound: string;
  /** Deletes the record and returns the rows deleted (none when it was missing). */
  remove: (tx: Transaction) => Promise<Row[]>;
  /** Tidies up after the delete (a file nothing else uses), before the audit line. */
  afterDelete?: (tx: Transaction, before: Row) => Promise<void>;
}

/**
 * DELETE of one record by id, in one transaction: delete it, 404 when nothing was there, and
 * write the audit line with the row as it was. Answers `{ id }`.
 */
export function deleteRecord<Row>(
  db: Database,
  id: number,
  audit: AuditTrail,
  steps: RecordRemoval<Row>,
): Promise<{ id: number }> {
  return db.transaction(async (tx) => {
    const [before] = await steps.remove(tx);
    if (!before) throw new AppError('NOT_FOUND', steps.notFound);
    await steps.afterDelete?.(tx, before);
    await audit(tx, deletedRecord(before));
    return { id };
  });
}
