import { eq, sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/client';
import {
  auditLog,
  columnVisibility,
  loginChallenges,
  loginThrottle,
  rateLimitHits,
  savedViews,
  sentEmails,
  setPasswordTokens,
  userRecoveryCodes,
  userTotp,
  users,
} from '../../db/schema/index';
import { auditAboutRecord } from './personal-data-repository';

/** A text list as one parameter (`text[]`), whatever its length. */
const textArray = (values: readonly string[]) => sql`${sql.param([...values])}::text[]`;

/** Of `emails`, those another account holds today: they name that person now, not this one. */
export async function emailsHeldByOthers(
  tx: Executor,
  id: number,
  emails: readonly string[],
): Promise<string[]> {
  if (emails.length === 0) return [];
  const rows = await queryRows<{ email: string }>(
    tx,
    sql`select email from ${users} where id <> ${id} and email = any(${textArray(emails)})`,
  );
  return rows.map((row) => row.email);
}

/** The addresses the e-mails sent to user `id` went to: their earlier addresses among them. */
export async function receiversOf(tx: Executor, id: number): Promise<string[]> {
  const rows = await queryRows<{ receiver: string }>(
    tx,
    sql`select distinct lower(trim(receiver)) as receiver from ${sentEmails} where user_id = ${id}`,
  );
  return rows.map((row) => row.receiver);
}

/** An audit line that held the person, and whether it is about their record (all of it theirs). */
export interface PersonAuditLine {
  id: number;
  about: boolean;
  before: unknown;
  after: unknown;
}

const auditLineColumns = (id: number) => sql`id, ${auditAboutRecord(id)} as about, before, after`;

/** The audit lines about user `id`'s record (all of each is theirs), locked. */
export function auditLinesAboutRecord(tx: Executor, id: number): Promise<PersonAuditLine[]> {
  return queryRows<PersonAuditLine>(
    tx,
    sql`select ${auditLineColumns(id)} from ${auditLog} where ${auditAboutRecord(id)}
        order by id for update`,
  );
}

/** `like` patterns finding each of `values` as a substring, its wildcards taken literally. */
const containing = (values: readonly string[]) =>
  textArray(values.map((value) => `%${value.replace(/[\\%_]/g, '\\$&')}%`));

/**
 * The audit lines whose before or after holds one of `emails` in any case, at any depth (a mass
 * upload's rows, a resent e-mail), locked: nothing else rewrites them until the erasure commits.
 * One pass over the table, both columns lower-cased together.
 */
export function auditLinesHolding(
  tx: Executor,
  id: number,
  emails: readonly string[],
): Promise<PersonAuditLine[]> {
  if (emails.length === 0) return Promise.resolve([]);
  return queryRows<PersonAuditLine>(
    tx,
    sql`select ${auditLineColumns(id)} from ${auditLog}
        where lower(concat(before::text, ' ', after::text)) like any(${containing(emails)})
        order by id for update`,
  );
}

/** Writes the before and after given for each line (one statement, the lines as one JSON). */
export async function rewriteAuditValues(
  tx: Executor,
  lines: readonly { id: number; before: unknown; after: unknown }[],
): Promise<void> {
  if (lines.length === 0) return;
  await tx.execute(sql`update ${auditLog} a set before = r.before, after = r.after
      from jsonb_to_recordset(${JSON.stringify(lines)}::jsonb)
        as r(id bigint, before jsonb, after jsonb)
      where a.id = r.id`);
}

/** A saved view of another administrator (the name and the state they kept). */
export interface HeldView {
  id: number;
  name: string;
  state: unknown;
}

/** The saved views whose name or state holds one of `emails` (a list filtered by that address). */
export function viewsHolding(tx: Executor, emails: readonly string[]): Promise<HeldView[]> {
  return queryRows<HeldView>(
    tx,
    sql`select id, name, state from ${savedViews} v
        where exists (select 1 from unnest(${textArray(emails)}) as e(email)
          where strpos(lower(v.name || ' ' || v.state::text), e.email) > 0)
        order by id for update`,
  );
}

/** Writes the name and state given for each view. */
export async function rewriteViews(tx: Executor, views: readonly HeldView[]): Promise<void> {
  if (views.length === 0) return;
  await tx.execute(sql`update ${savedViews} v set name = r.name, state = r.state
      from jsonb_to_recordset(${JSON.stringify(views)}::jsonb) as r(id int, name text, state jsonb)
      where v.id = r.id`);
}

/** An e-mail sent to the person: the texts that may name them, and whether it still waits. */
export interface PersonMail {
  id: number;
  subject: string;
  error: string | null;
  pending: boolean;
}

/**
 * The e-mails sent to user `id`, and those sent to one of `emails` with no user (recorded for
 * an address, or whose user went): a message to an address another account holds today is not
 * among `emails` (emailsHeldByOthers) and stays that person's.
 */
export function mailsOfPerson(
  tx: Executor,
  id: number,
  emails: readonly string[],
): Promise<PersonMail[]> {
  return queryRows<PersonMail>(
    tx,
    sql`select id, subject, error, (not status and next_attempt_at is not null) as pending
        from ${sentEmails}
        where user_id = ${id}
          or (user_id is null and lower(trim(receiver)) = any(${textArray(emails)}))
        order by id for update`,
  );
}

/**
 * Each mail addressed to `receiver`, its body emptied, its subject and error as given; one still
 * waiting is given up (`next_attempt_at` null): there is no one left to send it to.
 */
export async function rewriteMails(
  tx: Executor,
  mails: readonly { id: number; subject: string; error: string | null; stop: boolean }[],
  receiver: string,
): Promise<void> {
  if (mails.length === 0) return;
  await tx.execute(sql`update ${sentEmails} m set receiver = ${receiver}, subject = r.subject,
        html = '', text = '', error = r.error,
        next_attempt_at = case when r.stop then null else m.next_attempt_at end
      from jsonb_to_recordset(${JSON.stringify(mails)}::jsonb)
        as r(id int, subject text, error text, stop boolean)
      where m.id = r.id`);
}

/**
 * Replaces user `id`'s identifying fields with `name` and `newEmail`, empties the others,
 * deactivates the account and drops its password.
 */
export async function pseudonymiseUserRow(
  tx: Executor,
  id: number,
  name: string,
  newEmail: string,
): Promise<void> {
  await tx
    .update(users)
    .set({
      nombre: name,
      apellidos: '',
      email: newEmail,
      telefono: '',
      dni: '',
      activo: 0,
      password_hash: null,
      updated_at: sql`now()`,
    })
    .where(eq(users.id, id));
}

/**
 * Drops what only served user `id` to sign in and to see their screens: set-password links,
 * second factor and its recovery codes, pending second steps, saved views and column choices.
 * Revoked session tokens stay: they keep refusing those tokens until they expire.
 */
export async function deleteRowsOfUser(tx: Executor, id: number): Promise<void> {
  for (const table of [
    setPasswordTokens,
    userTotp,
    userRecoveryCodes,
    loginChallenges,
    savedViews,
    columnVisibility,
  ])
    await tx.delete(table).where(eq(table.user_id, id));
}

/**
 * Drops the counters kept under the person's addresses: the sign-in throttle's rows of `emails`
 * and the request counters whose key is one of `counterKeys`.
 */
export async function deleteCountersOf(
  tx: Executor,
  emails: readonly string[],
  counterKeys: readonly string[],
): Promise<void> {
  if (emails.length > 0)
    await tx
      .delete(loginThrottle)
      .where(sql`lower(${loginThrottle.email}) = any(${textArray(emails)})`);
  if (counterKeys.length > 0)
    await tx
      .delete(rateLimitHits)
      .where(sql`${rateLimitHits.key} = any(${textArray(counterKeys)})`);
}
