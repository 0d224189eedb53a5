import { inArray, sql } from 'drizzle-orm';
import { queryRows, type Database, type Executor } from '../../db/client';
import { sentEmails } from '../../db/schema/index';
import type { LinkPurpose } from './mail-templates';
import type { NewMail } from './mail-outbox';

/** How long a claimed message is reserved for the worker that claimed it. */
const LOCK_SECONDS = 120;

/** Inserts messages as not sent and due now, 500 per statement; returns their ids. */
export async function insertDueMails(tx: Executor, mails: readonly NewMail[]): Promise<number[]> {
  const ids: number[] = [];
  for (let start = 0; start < mails.length; start += 500) {
    const rows = await tx
      .insert(sentEmails)
      .values(mails.slice(start, start + 500).map((m) => ({ ...m, next_attempt_at: sql`now()` })))
      .returning({ id: sentEmails.id });
    ids.push(...rows.map((row) => row.id));
  }
  return ids;
}

/** A message reserved by this worker, as the claim returns it. */
export interface ClaimedMail {
  id: number;
  receiver: string;
  subject: string;
  html: string;
  text: string;
  user_id: number | null;
  campaign_id: number | null;
  link_purpose: LinkPurpose | null;
  link_slot: string | null;
  attempts: number;
  /** The claim's locked_until, as text: a worker holds a message while it still matches. */
  lock: string;
  /** created_at in microseconds since the epoch, as text; part of the Message-ID. */
  stamp: string;
}

const CLAIMED_COLUMNS = sql`id, receiver, subject, html, text, user_id, campaign_id, link_purpose,
  link_slot, attempts,
  locked_until::text as lock, ((extract(epoch from created_at) * 1000000)::bigint)::text as stamp`;

/**
 * Reserves messages for this worker with one UPDATE … RETURNING: a row whose lock is held by
 * another instance is skipped, so two instances never send the same message.
 * `ids` given: those messages if not sent (a resend or the first attempt); else the due ones,
 * `batch` at most.
 */
export async function claimMails(
  db: Database,
  batch: number,
  ids?: readonly number[],
): Promise<ClaimedMail[]> {
  const free = sql`(locked_until is null or locked_until < now())`;
  const candidates = ids
    ? sql`select id from ${sentEmails} where ${inArray(sentEmails.id, [...ids])}
          and status = false and ${free} for update skip locked`
    : sql`select id from ${sentEmails} where status = false and next_attempt_at <= now() and ${free}
          order by next_attempt_at limit ${batch} for update skip locked`;
  return queryRows<ClaimedMail>(
    db,
    sql`update ${sentEmails} set locked_until = now() + make_interval(secs => ${LOCK_SECONDS})
        where id in (${candidates}) and ${free}
        returning ${CLAIMED_COLUMNS}`,
  );
}

/**
 * Extends the claim on one message just before it is sent. A batch is claimed at once but
 * sent one by one, and against a slow server (every attempt running into the timeouts) the
 * batch can outlive LOCK_SECONDS: another worker may then have claimed the rest. Renewing only
 * while the lock is still ours means a message is never sent by two workers at once. A campaign
 * message whose campaign was cancelled meanwhile (next_attempt_at cleared) is not renewed.
 */
export async function renewClaim(db: Database, mail: ClaimedMail): Promise<ClaimedMail | null> {
  const [row] = await queryRows<{ lock: string }>(
    db,
    sql`update ${sentEmails} set locked_until = now() + make_interval(secs => ${LOCK_SECONDS})
        where id = ${mail.id} and status = false and locked_until = ${mail.lock}::timestamptz
          and (campaign_id is null or next_attempt_at is not null)
        returning locked_until::text as lock`,
  );
  return row ? { ...mail, lock: row.lock } : null;
}

/** Records a message sent to `receiver` if the claim `lock` still holds it. */
export async function recordSent(
  db: Database,
  mail: { id: number; lock: string },
  attempts: number,
  receiver: string,
): Promise<void> {
  const held = sql`id = ${mail.id} and locked_until = ${mail.lock}::timestamptz`;
  await db.execute(sql`update ${sentEmails} set status = true, sent_at = now(), error = null,
      receiver = ${receiver},
      attempts = ${attempts}, next_attempt_at = null, locked_until = null where ${held}`);
}

/**
 * Records a failed attempt if the claim still holds the message: its reason and the next
 * attempt's time (null: no more; a cancelled campaign's message keeps none).
 */
export async function recordFailed(
  db: Database,
  mail: { id: number; lock: string },
  attempts: number,
  reason: string,
  next: string | null,
): Promise<void> {
  const held = sql`id = ${mail.id} and locked_until = ${mail.lock}::timestamptz`;
  await db.execute(sql`update ${sentEmails} set status = false, sent_at = now(),
    error = ${reason}, attempts = ${attempts},
    next_attempt_at = case when campaign_id is not null and next_attempt_at is null then null
      else ${next}::timestamptz end, locked_until = null where ${held}`);
}

/** Records the messages as not sent for `reason`, due again in `retrySeconds`, in one statement. */
export async function recordNotSent(
  db: Database,
  ids: readonly number[],
  reason: string,
  retrySeconds: number,
): Promise<void> {
  await db.execute(sql`update ${sentEmails} set status = false, sent_at = now(),
    error = ${reason}, attempts = attempts + 1,
    next_attempt_at = now() + make_interval(secs => ${retrySeconds}), locked_until = null
    where ${inArray(sentEmails.id, [...ids])}`);
}
