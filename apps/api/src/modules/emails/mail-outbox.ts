import { inArray, sql } from 'drizzle-orm';
import { EMAIL_MESSAGES } from '@eval/contracts/emails';
import { queryRows, type Database, type Executor } from '../../db/client';
import { sentEmails } from '../../db/schema/index';
import { issueDeliveryLink } from './mail-links';
import { linkSlotMarker, type LinkPurpose } from './mail-templates';
import type { Mailer } from '../../lib/mail-transport';

/** A message to record and deliver. */
export interface NewMail {
  receiver: string;
  subject: string;
  html: string;
  text: string;
  user_id: number | null;
  /** Set (both) for a welcome or reset message: see the columns in db/schema/mail.ts. */
  link_purpose?: LinkPurpose;
  link_slot?: string;
}

/** After this many failed attempts the worker gives up; an administrator can still resend. */
export const MAX_ATTEMPTS = 8;
/** How long a claimed message is reserved for the worker that claimed it. */
const LOCK_SECONDS = 120;
const BATCH = 50;

/** Wait before the next attempt: 1 min, 2, 4 … capped at 6 h. */
export function backoffMs(attempts: number): number {
  return Math.min(60_000 * 2 ** Math.max(0, attempts - 1), 6 * 60 * 60 * 1000);
}

/**
 * Records messages in `sent_emails` as not sent and due now, inside the caller's transaction:
 * the message exists exactly when the change that caused it was committed (outbox pattern).
 */
export async function enqueueMails(tx: Executor, mails: readonly NewMail[]): Promise<number[]> {
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

interface ClaimedMail {
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
 * Left part of the Message-ID: the row id, plus its creation time so that another database
 * (a reinstall, a demo) reusing the id does not produce the same Message-ID. Both are fixed
 * for the row's life, so every attempt, by any instance, sends the same Message-ID.
 */
export function messageKeyOf(mail: { id: number; stamp: string }): string {
  return `sent-${mail.id}.${BigInt(mail.stamp).toString(36)}`;
}

/**
 * Reserves messages for this worker with one UPDATE … RETURNING: a row whose lock is held by
 * another instance is skipped, so two instances never send the same message.
 * `ids` given: those messages if not sent (a resend or the first attempt); else the due ones.
 */
async function claim(db: Database, ids?: readonly number[]): Promise<ClaimedMail[]> {
  const free = sql`(locked_until is null or locked_until < now())`;
  const candidates = ids
    ? sql`select id from ${sentEmails} where ${inArray(sentEmails.id, [...ids])}
          and status = false and ${free} for update skip locked`
    : sql`select id from ${sentEmails} where status = false and next_attempt_at <= now() and ${free}
          order by next_attempt_at limit ${BATCH} for update skip locked`;
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
async function renewClaim(db: Database, mail: ClaimedMail): Promise<ClaimedMail | null> {
  const [row] = await queryRows<{ lock: string }>(
    db,
    sql`update ${sentEmails} set locked_until = now() + make_interval(secs => ${LOCK_SECONDS})
        where id = ${mail.id} and status = false and locked_until = ${mail.lock}::timestamptz
          and (campaign_id is null or next_attempt_at is not null)
        returning locked_until::text as lock`,
  );
  return row ? { ...mail, lock: row.lock } : null;
}

export interface DeliveryDeps {
  db: Database;
  mailer: Mailer | null;
  /**
   * The pooled transport for campaign messages (one connection reused for thousands), paced by
   * `pace`; transactional messages keep one connection each (docs/campaigns.md).
   */
  bulk?: { mailer: Mailer; pace: () => Promise<void> } | null;
  publicUrl: string;
}

/**
 * A message whose row says it carries a link gets a freshly issued one at its slot's marker,
 * and goes to the account's address as it is now (issueDeliveryLink); every other message is
 * sent as recorded, whatever its body says (docs/security.md, issue 24).
 */
async function personalise(deps: DeliveryDeps, mail: ClaimedMail): Promise<ClaimedMail> {
  if (mail.link_purpose === null || mail.link_slot === null) return mail;
  if (mail.user_id === null) throw new PermanentFailure(EMAIL_MESSAGES.userGone);
  const link = await issueDeliveryLink(deps.db, mail.user_id, mail.link_purpose, deps.publicUrl);
  if (!link) throw new PermanentFailure(EMAIL_MESSAGES.userGone);
  const marker = linkSlotMarker(mail.link_slot);
  const fill = (body: string) => body.split(marker).join(link.url);
  return { ...mail, receiver: link.receiver, html: fill(mail.html), text: fill(mail.text) };
}

class PermanentFailure extends Error {}

/**
 * Records the outcome of an attempt, if this worker still holds the message: an attempt that
 * outlived its claim must not overwrite what the worker that took over recorded.
 */
async function record(
  db: Database,
  mail: ClaimedMail,
  error: Error | null,
  receiver: string,
): Promise<void> {
  const attempts = mail.attempts + 1;
  const held = sql`id = ${mail.id} and locked_until = ${mail.lock}::timestamptz`;
  if (!error) {
    // The address it went to: a link message follows the account's current e-mail.
    await db.execute(sql`update ${sentEmails} set status = true, sent_at = now(), error = null,
      receiver = ${receiver},
      attempts = ${attempts}, next_attempt_at = null, locked_until = null where ${held}`);
    return;
  }
  const giveUp = error instanceof PermanentFailure || attempts >= MAX_ATTEMPTS;
  const next = giveUp ? null : new Date(Date.now() + backoffMs(attempts)).toISOString();
  await db.execute(sql`update ${sentEmails} set status = false, sent_at = now(),
    error = ${error.message.slice(0, 500)}, attempts = ${attempts},
    next_attempt_at = case when campaign_id is not null and next_attempt_at is null then null
      else ${next}::timestamptz end, locked_until = null where ${held}`);
}

/**
 * Without SMTP every claimed message is recorded as not sent, with the reason, in one statement
 * (a mass upload claims thousands). They stay due, so an instance with SMTP delivers them.
 */
async function recordUnsendable(db: Database, batch: readonly ClaimedMail[]): Promise<void> {
  if (batch.length === 0) return;
  await db.execute(sql`update ${sentEmails} set status = false, sent_at = now(),
    error = ${EMAIL_MESSAGES.smtpUnset}, attempts = attempts + 1,
    next_attempt_at = now() + make_interval(secs => ${backoffMs(1) / 1000}), locked_until = null
    where ${inArray(
      sentEmails.id,
      batch.map((m) => m.id),
    )}`);
}

/**
 * Delivers the given messages (or, without ids, every due one, batch by batch) and records the
 * outcome of each: sent, or not sent with the reason and the time of the next attempt.
 * Returns how many were sent.
 *
 * Delivery is at least once, not exactly once. The claim keeps two workers from sending the
 * same message, and a message recorded as sent is never sent again; but when the connection
 * dies after the server has the whole message and before its "250 OK" (or the process stops
 * between the 250 and `record`), this side cannot know whether the server kept it, so the
 * message is retried. Every attempt carries the same Message-ID (messageKeyOf) so the
 * receiving side can recognise the copy; the set-password link inside is reissued on each
 * attempt, so only the newest copy's link works (docs/security.md, "E-mail faults").
 */
export async function deliverMails(deps: DeliveryDeps, ids?: readonly number[]): Promise<number> {
  let sent = 0;
  for (;;) {
    const batch = await claim(deps.db, ids);
    const mailer = deps.mailer;
    if (!mailer) {
      await recordUnsendable(deps.db, batch);
      return 0;
    }
    for (const stale of batch) {
      const claimed = await renewClaim(deps.db, stale);
      if (!claimed) continue;
      let failure: Error | null = null;
      let receiver = claimed.receiver;
      try {
        const mail = await personalise(deps, claimed);
        receiver = mail.receiver;
        const bulk = claimed.campaign_id !== null ? deps.bulk : null;
        if (bulk) await bulk.pace();
        await (bulk?.mailer ?? mailer).send({
          to: mail.receiver,
          subject: mail.subject,
          html: mail.html,
          text: mail.text,
          messageKey: messageKeyOf(mail),
        });
        sent += 1;
      } catch (error) {
        failure = error instanceof Error ? error : new Error(String(error));
      }
      await record(deps.db, claimed, failure, receiver);
    }
    if (ids || batch.length < BATCH) return sent;
  }
}
