import {
  erasedPersonEmail,
  erasedPersonName,
  PERSONAL_DATA_MESSAGES,
} from '@eval/contracts/personal-data';
import { USER_MESSAGES } from '@eval/contracts/users';
import type { Database, Executor } from '../../db/client';
import type { AuditTrail } from '../../lib/audit-trail';
import { AppError } from '../../lib/errors';
import { keepAnAdministrator, lockUserForChange } from './administrators';
import {
  deleteLoginThrottleOf,
  deleteSetPasswordTokensOf,
  pseudonymiseUserRow,
  replaceInAuditLinesAbout,
  scrubSentEmails,
} from './personal-data-repository';

/** What stands in for a phone or a DNI once erased. */
const ERASED_VALUE = '[suprimido]';

/** A value as it appears inside jsonb's text form: JSON-escaped, between quotes. */
const quoted = (value: string) => JSON.stringify(value);

/**
 * The (old → new) replacements applied to the text of audit values that held the person:
 * each personal value as a whole JSON string, so "Ana" in a line about this person goes, while
 * "Anabel" or a centre called "Ana" elsewhere stays. Empty or very short values are skipped:
 * they would also match other people's fields.
 */
function auditReplacements(
  old: { nombre: string; apellidos: string; email: string; telefono: string; dni: string },
  id: number,
): [string, string][] {
  const pairs: [string, string][] = [
    [quoted(old.email), quoted(erasedPersonEmail(id))],
    [quoted(old.dni), quoted(ERASED_VALUE)],
    [quoted(old.telefono), quoted(ERASED_VALUE)],
    [quoted(`${old.nombre} ${old.apellidos}`.trim()), quoted(erasedPersonName(id))],
    [quoted(old.nombre), quoted(erasedPersonName(id))],
    [quoted(old.apellidos), quoted('')],
  ];
  return pairs.filter(([from]) => from.length > 4);
}

/**
 * "Suprimir datos personales" (GDPR art. 17; docs/privacy.md): pseudonymises a person for good.
 * The row stays, so answers, finished evaluations, campaigns and audit lines keep pointing at
 * someone ("persona suprimida nº 123") and every aggregate is unchanged; what identified the
 * person goes from every place it was written: the user row, the e-mails sent to them (bodies
 * emptied, address replaced), the audit log's before/after values, the login throttle. The
 * account is deactivated and its password and links dropped, so nobody can sign in as it.
 * Nothing keeps the old values: there is no restore (the backups age out by their retention).
 */
export async function erasePersonalData(
  db: Database,
  id: number,
  actorId: number,
  audit: AuditTrail,
): Promise<{ id: number; nombre: string }> {
  if (id === actorId) throw new AppError('CONFLICT', PERSONAL_DATA_MESSAGES.cannotEraseSelf);
  return db.transaction(async (tx) => {
    const before = await lockUserForChange(tx, id);
    if (!before) throw new AppError('NOT_FOUND', USER_MESSAGES.notFound);
    const newEmail = erasedPersonEmail(id);
    if (before.email === newEmail)
      throw new AppError('CONFLICT', PERSONAL_DATA_MESSAGES.alreadyErased);
    // As for a deletion: never the last active administrator.
    await keepAnAdministrator(tx, before, actorId, null);
    const name = erasedPersonName(id);
    await scrubAudit(tx, id, before);
    await pseudonymiseUserRow(tx, id, name, newEmail);
    await deleteSetPasswordTokensOf(tx, id);
    await deleteLoginThrottleOf(tx, before.email);
    const fullName = `${before.nombre} ${before.apellidos}`.trim();
    await scrubSentEmails(
      tx,
      id,
      { email: before.email, fullName, nombre: before.nombre },
      name,
      newEmail,
    );
    // The line says who erased whom, and nothing of what was erased. Its entity is the
    // route's (users/personal-data/erase), not 'user': there is nothing a revert could undo.
    await audit(tx, {
      before: { id, perfil: before.perfil, centros_id: before.centros_id },
      after: { id, nombre: name },
    });
    return { id, nombre: name };
  });
}

/** Replaces the person's values in every audit line that held them (before the row changes). */
async function scrubAudit(
  tx: Executor,
  id: number,
  old: { nombre: string; apellidos: string; email: string; telefono: string; dni: string },
): Promise<void> {
  await replaceInAuditLinesAbout(tx, id, old.email, auditReplacements(old, id));
}
