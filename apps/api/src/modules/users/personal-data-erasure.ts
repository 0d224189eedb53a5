import {
  erasedPersonEmail,
  erasedPersonName,
  PERSONAL_DATA_MESSAGES,
} from '@eval/contracts/personal-data';
import { USER_MESSAGES } from '@eval/contracts/users';
import type { Database, Executor } from '../../db/client';
import type { AuditTrail } from '../../lib/audit-trail';
import { AppError } from '../../lib/errors';
import type { AdminScope } from '../../lib/scope';
import { assertUserInScope } from './scope-rules';
import { keepAnAdministrator, lockUserForChange } from './administrators';
import { forgotPasswordCounterKey } from './password-service';
import {
  auditLinesAboutRecord,
  auditLinesHolding,
  deleteCountersOf,
  deleteRowsOfUser,
  emailsHeldByOthers,
  mailsOfPerson,
  pseudonymiseUserRow,
  receiversOf,
  rewriteAuditValues,
  rewriteMails,
  rewriteViews,
  viewsHolding,
  type PersonAuditLine,
} from './personal-data-erasure-repository';
import {
  addFieldsOf,
  collectValues,
  personValues,
  scrubberFor,
  type PersonValues,
  type Scrubber,
} from './personal-values';

/** Everything the erasure found of the person before changing anything. */
interface Found {
  values: PersonValues;
  /** Their e-mails that no other account holds today: what tells their rows elsewhere. */
  detect: Set<string>;
  lines: PersonAuditLine[];
}

/**
 * Every value person `id` ever had and every audit line that holds one: their row, the
 * addresses they were written to, the personal fields of the lines about their record, then of
 * their rows inside the lines that hold one of their addresses. A line found so may name an
 * address not known yet: the search runs again for the new addresses only, until none appears
 * (usually once).
 */
async function findPerson(tx: Executor, id: number, row: Record<string, unknown>): Promise<Found> {
  const values = personValues();
  addFieldsOf(row, values);
  for (const receiver of await receiversOf(tx, id)) values.emails.add(receiver);
  const lines = new Map<number, PersonAuditLine>();
  const add = (found: PersonAuditLine[]) => found.forEach((line) => lines.set(line.id, line));
  add(await auditLinesAboutRecord(tx, id));
  const searched = new Set<string>();
  for (;;) {
    const others = new Set(await emailsHeldByOthers(tx, id, [...values.emails]));
    const detect = new Set([...values.emails].filter((email) => !others.has(email)));
    for (const line of lines.values()) {
      collectValues(line.before, line.about, values, detect);
      collectValues(line.after, line.about, values, detect);
    }
    const fresh = [...values.emails].filter((email) => !others.has(email) && !searched.has(email));
    if (fresh.length === 0) return { values, detect, lines: [...lines.values()] };
    for (const email of fresh) searched.add(email);
    add(await auditLinesHolding(tx, id, fresh));
  }
}

/** Rewrites the audit lines that held the person, only those whose values change. */
async function scrubAudit(tx: Executor, lines: PersonAuditLine[], scrub: Scrubber): Promise<void> {
  const changed = lines.flatMap((line) => {
    const before = scrub.json(line.before, line.about);
    const after = scrub.json(line.after, line.about);
    const same = JSON.stringify([before, after]) === JSON.stringify([line.before, line.after]);
    return same ? [] : [{ id: line.id, before, after }];
  });
  await rewriteAuditValues(tx, changed);
}

/**
 * Other administrators' saved views that kept one of the person's addresses (a list filtered by
 * it): the address goes, the view stays. An address names one person; a name in a view might be
 * anyone's, so it stays.
 */
async function scrubViews(tx: Executor, found: Found, scrub: Scrubber): Promise<void> {
  const views = await viewsHolding(tx, [...found.detect]);
  await rewriteViews(
    tx,
    views.map((view) => ({
      id: view.id,
      name: String(scrub.json(view.name, false)),
      state: scrub.json(view.state, false),
    })),
  );
}

/** The e-mails sent to the person: the pseudonymous address, no body, no value of theirs left. */
async function scrubMails(tx: Executor, id: number, found: Found, scrub: Scrubber): Promise<void> {
  const mails = await mailsOfPerson(tx, id, [...found.detect]);
  await rewriteMails(
    tx,
    mails.map((mail) => ({
      id: mail.id,
      subject: scrub.ownText(mail.subject),
      error: mail.pending
        ? PERSONAL_DATA_MESSAGES.mailStopped
        : mail.error === null
          ? null
          : scrub.ownText(mail.error),
      stop: mail.pending,
    })),
    erasedPersonEmail(id),
  );
}

/**
 * "Suprimir datos personales" (GDPR art. 17; docs/privacy.md): pseudonymises a person for good.
 * The row stays, so answers, finished evaluations, campaigns and audit lines keep pointing at
 * someone ("persona suprimida nº 123") and every aggregate is unchanged. Every value that
 * identified the person — the current ones and every earlier one the audit log and the e-mails
 * kept — goes from every place it was written: the user row, the e-mails sent to them (bodies
 * emptied, address replaced, waiting ones given up), the audit log's before/after values (their
 * own lines whole, their rows inside other lines), the counters kept by their addresses, their
 * addresses in other administrators' saved views. Their links, second factor, saved views and
 * column choices go. All in one transaction; nothing
 * keeps the old values: there is no restore (the backups age out by their retention).
 */
export async function erasePersonalData(
  db: Database,
  id: number,
  actor: { id: number; scope: AdminScope },
  audit: AuditTrail,
): Promise<{ id: number; nombre: string }> {
  const actorId = actor.id;
  if (id === actorId) throw new AppError('CONFLICT', PERSONAL_DATA_MESSAGES.cannotEraseSelf);
  return db.transaction(async (tx) => {
    const before = await lockUserForChange(tx, id);
    if (!before) throw new AppError('NOT_FOUND', USER_MESSAGES.notFound);
    // Someone outside the caller's communities (or another administrator): 403, nothing erased.
    await assertUserInScope(tx, actor.scope, before);
    const newEmail = erasedPersonEmail(id);
    if (before.email === newEmail)
      throw new AppError('CONFLICT', PERSONAL_DATA_MESSAGES.alreadyErased);
    // As for a deletion: never the last active administrator.
    await keepAnAdministrator(tx, before, actorId, null);
    const name = erasedPersonName(id);
    const found = await findPerson(tx, id, before);
    const scrub = scrubberFor(id, found.values, found.detect);
    await scrubAudit(tx, found.lines, scrub);
    await scrubMails(tx, id, found, scrub);
    await pseudonymiseUserRow(tx, id, name, newEmail);
    await deleteRowsOfUser(tx, id);
    await scrubViews(tx, found, scrub);
    const emails = [...found.detect];
    await deleteCountersOf(tx, emails, emails.map(forgotPasswordCounterKey));
    // The line says who erased whom, and nothing of what was erased. Its entity is the
    // route's (users/personal-data/erase), not 'user': there is nothing a revert could undo.
    await audit(tx, {
      before: { id, perfil: before.perfil, centros_id: before.centros_id },
      after: { id, nombre: name },
    });
    return { id, nombre: name };
  });
}
