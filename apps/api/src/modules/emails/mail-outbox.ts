import { EMAIL_MESSAGES } from '@eval/contracts/emails';
import type { Database, Executor } from '../../db/client';
import {
  claimMails,
  insertDueMails,
  recordFailed,
  recordNotSent,
  recordSent,
  renewClaim,
  type ClaimedMail,
} from './outbox-repository';
import { issueDeliveryLink } from './mail-links';
import { accountDetails, fillAccountDetails } from './account-details';
import {
  accountDetailsMarker,
  escapeHtml,
  languageOfMail,
  linkSlotMarker,
  programmeNameIn,
  type LinkPurpose,
} from './mail-templates';
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
  return insertDueMails(tx, mails);
}

/**
 * Left part of the Message-ID: the row id, plus its creation time so that another database
 * (a reinstall, a demo) reusing the id does not produce the same Message-ID. Both are fixed
 * for the row's life, so every attempt, by any instance, sends the same Message-ID.
 */
export function messageKeyOf(mail: { id: number; stamp: string }): string {
  return `sent-${mail.id}.${BigInt(mail.stamp).toString(36)}`;
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
 * sent as recorded, whatever its body says (docs/security.md).
 */
async function personalise(deps: DeliveryDeps, mail: ClaimedMail): Promise<ClaimedMail> {
  if (mail.link_purpose === null || mail.link_slot === null) return mail;
  if (mail.user_id === null) throw new PermanentFailure(EMAIL_MESSAGES.userGone);
  const language = languageOfMail(mail.html);
  const link = await issueDeliveryLink(
    deps.db,
    mail.user_id,
    mail.link_purpose,
    deps.publicUrl,
    language,
  );
  if (!link) throw new PermanentFailure(EMAIL_MESSAGES.userGone);
  const marker = linkSlotMarker(mail.link_slot);
  const fill = (body: string, url: string) => body.split(marker).join(url);
  const withLink = {
    ...mail,
    receiver: link.receiver,
    // The centre app's link has a second parameter (`&lang=`): written `&amp;` in the HTML.
    html: fill(mail.html, escapeHtml(link.url)),
    text: fill(mail.text, link.url),
  };
  return fillAccountDetails(
    withLink,
    accountDetailsMarker(mail.link_slot),
    accountDetails(language, link.account, deps.publicUrl),
  );
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
  if (!error) {
    // The address it went to: a link message follows the account's current e-mail.
    await recordSent(db, mail, attempts, receiver);
    return;
  }
  const giveUp = error instanceof PermanentFailure || attempts >= MAX_ATTEMPTS;
  const next = giveUp ? null : new Date(Date.now() + backoffMs(attempts)).toISOString();
  await recordFailed(db, mail, attempts, error.message.slice(0, 500), next);
}

/**
 * Without SMTP every claimed message is recorded as not sent, with the reason, in one statement
 * (a mass upload claims thousands). They stay due, so an instance with SMTP delivers them.
 */
async function recordUnsendable(db: Database, batch: readonly ClaimedMail[]): Promise<void> {
  if (batch.length === 0) return;
  await recordNotSent(
    db,
    batch.map((m) => m.id),
    EMAIL_MESSAGES.smtpUnset,
    backoffMs(1) / 1000,
  );
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
    const batch = await claimMails(deps.db, BATCH, ids);
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
          // The sender's display name in the message's language; the address is MAIL_FROM's.
          fromName: programmeNameIn(languageOfMail(mail.html)),
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
