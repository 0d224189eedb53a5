import { COMMON_MESSAGES } from '@eval/contracts/common';
import { HISTORY_MESSAGES, type RevertResult } from '@eval/contracts/history';
import { erasedPersonEmail } from '@eval/contracts/personal-data';
import type { Database, Transaction } from '../../db/client';
import type { AuditTrail } from '../../lib/audit-trail';
import { AppError, firstOr } from '../../lib/errors';
import {
  AUDIT_ENTITIES,
  changeKindOf,
  diffOf,
  historyEntityOf,
  isRecord,
  sameValue,
  undoOf,
  type AuditLine,
} from './history-kinds';
import { revertPeriodLine } from './period-revert';
import { auditLineVisible, isNationalDataLine } from './line-scope-repository';
import type { AdminScope } from '../../lib/scope';
import { laterRecordLines, lockAuditLine, revertOfLine } from './revert-repository';
import { REVERT_TARGETS } from './revert-targets';

const conflict = (message: string) => new AppError('CONFLICT', message);

/** The audit line, locked: two reverts of one line run one after the other. */
async function lockLine(tx: Transaction, id: number): Promise<AuditLine> {
  return firstOr(lockAuditLine(tx, id), 'NOT_FOUND', HISTORY_MESSAGES.lineNotFound);
}

/**
 * Whether a later line of the record leaves a change in place, so reverting `line` would undo
 * more (or less) than it shows. Reverts cancel out: a later change undone by a revert is no
 * longer there (nor is that revert), and a revert of that revert puts it back. Following the
 * chain of reverts from each later change, the change stands when the chain is even. So the
 * advice of HISTORY_MESSAGES.changedSince works: revert the later changes, newest first, and
 * then this one (docs/history.md). Lines that change no field (a password reset, an invitation)
 * do not count; the check of the current values after this catches what the log did not see.
 */
async function changedSince(tx: Transaction, line: AuditLine, entities: readonly string[]) {
  const later = await laterRecordLines(tx, entities, line.entity_id ?? '', line.id);
  const laterIds = new Set(later.map((l) => l.id));
  const revertedBy = new Map<number, number>();
  for (const l of later) if (l.reverts_id !== null) revertedBy.set(l.reverts_id, l.id);
  return later.some((l) => {
    // A revert of a later line belongs to that line's chain, counted from it.
    if (l.reverts_id !== null && laterIds.has(l.reverts_id)) return false;
    const kind = changeKindOf(l);
    if (kind === 'action' || ((kind === 'update' || kind === 'revert') && !diffOf(l, kind).length))
      return false;
    let reverts = 0;
    for (let at = revertedBy.get(l.id); at !== undefined; at = revertedBy.get(at)) reverts += 1;
    return reverts % 2 === 0;
  });
}

/**
 * POST /v1/audit/:id/revert: puts the fields an edit changed back as they were, or a deleted
 * record back as it was, in one transaction with its own audit line (recorded against the
 * record, so it shows in its history and can itself be reverted). Refused with a 409, changing
 * nothing, when the record changed since (a later line, or values that are not what the line
 * left), when it is gone, or when the old values cannot be written any more.
 */
export async function revertLine(
  db: Database,
  lineId: number,
  actor: { id: number; scope: AdminScope },
  audit: AuditTrail,
): Promise<RevertResult> {
  const actorId = actor.id;
  return db
    .transaction(async (tx) => {
      const line = await lockLine(tx, lineId);
      // Before any other check: a scoped administrator learns nothing of a line outside, and
      // national data is reverted by a national administrator only.
      if (!actor.scope.national && isNationalDataLine(line.entity))
        throw new AppError('FORBIDDEN', COMMON_MESSAGES.nationalOnly);
      if (!(await auditLineVisible(tx, actor.scope, line.id)))
        throw new AppError('FORBIDDEN', HISTORY_MESSAGES.outOfScope);
      const entity = historyEntityOf(line.entity);
      const target = entity === null ? undefined : REVERT_TARGETS[entity];
      const id = Number(line.entity_id);
      if (line.entity === 'auth/reset') throw conflict(HISTORY_MESSAGES.passwordReset);
      const reverted = await revertOfLine(tx, line.id);
      if (reverted !== undefined) throw conflict(HISTORY_MESSAGES.alreadyReverted);
      if (entity === 'period') return revertPeriodLine(tx, line, audit);
      const undo = undoOf(line, null);
      if (entity === null || !target || undo === null || !Number.isSafeInteger(id))
        throw conflict(HISTORY_MESSAGES.notRevertible);
      const record = { entity: AUDIT_ENTITIES[entity][0] ?? line.entity, entity_id: String(id) };
      const current = await target.lock(tx, id);
      /** The revert's own audit line (the record as it is now, pointing at the line it undoes). */
      const undone = async (before: typeof current | null, kind: 'restore' | 'revert') => {
        await audit(tx, { before, after: await target.read(tx, id), record, reverts_id: line.id });
        return { id: 0, entity, entity_id: id, kind };
      };

      if (undo === 'restore') {
        if (current) throw conflict(HISTORY_MESSAGES.alreadyExists);
        if (!target.restore || !isRecord(line.before))
          throw conflict(HISTORY_MESSAGES.notRevertible);
        await target.restore(tx, line.before);
        return undone(null, 'restore');
      }

      if (!current) throw conflict(HISTORY_MESSAGES.recordGone);
      // An erased person's earlier values are gone from the log; a revert must not bring back
      // an account (active again, or its pseudonym overwritten) that erasure closed for good.
      if (entity === 'user' && current.email === erasedPersonEmail(id))
        throw conflict(HISTORY_MESSAGES.erasedPerson);
      const changes = diffOf(line, changeKindOf(line)).filter((c) =>
        target.fields.includes(c.field),
      );
      if (changes.length === 0) throw conflict(HISTORY_MESSAGES.notRevertible);
      if (
        (await changedSince(tx, line, AUDIT_ENTITIES[entity])) ||
        changes.some((change) => !sameValue(current[change.field], change.after))
      )
        throw conflict(HISTORY_MESSAGES.changedSince);
      const values = Object.fromEntries(changes.map((change) => [change.field, change.before]));
      await target.check(tx, id, values, current, actorId);
      await target.update(tx, id, values);
      return undone(current, 'revert');
    })
    .then(async (result) => {
      // The new line's id, for the client to point at it.
      const written = await revertOfLine(db, lineId);
      return { ...result, id: written ?? 0 };
    });
}
