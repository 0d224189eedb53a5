import type { Executor } from '../db/client';

/** What a change leaves in the audit log besides who, the action and the entity. */
export interface AuditedChange {
  /** The row (or rows) as they were before the change; secrets are hidden when written. */
  before: unknown;
  /** The row as it is afterwards; by default the request's body (null for a DELETE). */
  after?: unknown;
  /**
   * The record the line is about when it is not the route's own (a revert from the audit
   * screen is recorded against the reverted record, so it shows in that record's history).
   */
  record?: { entity: string; entity_id: string };
  /** For a revert or restore: the audit line it undid. */
  reverts_id?: number;
  /**
   * The change deleted the record (`audit_log.deleted`). A DELETE route's line is one by default;
   * any other route that deletes says so with `deletedRecord`, and bulk deletions write it in
   * SQL (lib/bulk-audit.ts): a record's history and its restore read this flag, never the route.
   */
  deleted?: boolean;
}

/** The audit line of a deletion: the row as it was, nothing after. */
export const deletedRecord = (before: unknown): AuditedChange => ({
  before,
  after: null,
  deleted: true,
});

/**
 * Writes the audit line of the request in progress inside `tx`, the transaction of the change:
 * the line and the change commit, or roll back, together. Every administrator route that edits
 * or deletes passes `request.audit` (plugins/audit.ts) to its service, which calls it with the
 * row it read (and locked) before changing it.
 */
export type AuditTrail = (tx: Executor, change: AuditedChange) => Promise<void>;

/** For service calls outside an administrator's request (seed, demo, tools): nothing to record. */
export const notAudited: AuditTrail = async () => undefined;
