import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { SentEmail, SentEmailFilter, SentEmailSetup } from '@eval/contracts/emails';
import type { Database } from '../../db/client';
import { sentEmails } from '../../db/schema/index';
import { containsText } from '../../db/schema/search';
import { countRows } from '../../lib/count-rows';
import { filterKey, type VersionedCache } from '../../lib/versioned-cache';

const columns = {
  id: sentEmails.id,
  receiver: sentEmails.receiver,
  subject: sentEmails.subject,
  sent_at: sentEmails.sent_at,
  status: sentEmails.status,
  html: sentEmails.html,
  error: sentEmails.error,
  attempts: sentEmails.attempts,
  next_attempt_at: sentEmails.next_attempt_at,
  campaign_id: sentEmails.campaign_id,
};

interface Row extends Omit<SentEmail, 'sent_at' | 'next_attempt_at'> {
  sent_at: Date | string;
  next_attempt_at: Date | string | null;
}
const iso = (value: Date | string) => new Date(value).toISOString();
const toSentEmail = (row: Row): SentEmail => ({
  ...row,
  sent_at: iso(row.sent_at),
  next_attempt_at: row.next_attempt_at ? iso(row.next_attempt_at) : null,
});

/** Contains `term`, ignoring case and accents; served by the trigram indexes. */

function whereOf(filter: SentEmailFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (filter.subject) conditions.push(containsText(sentEmails.subject, filter.subject));
  if (filter.receiver) conditions.push(containsText(sentEmails.receiver, filter.receiver));
  if (filter.from) conditions.push(sql`${sentEmails.sent_at} >= ${filter.from}::timestamptz`);
  if (filter.to) conditions.push(sql`${sentEmails.sent_at} <= ${filter.to}::timestamptz`);
  if (filter.status === 'sent') conditions.push(eq(sentEmails.status, true));
  if (filter.status === 'notSent') conditions.push(eq(sentEmails.status, false));
  if (filter.campaignId) conditions.push(eq(sentEmails.campaign_id, filter.campaignId));
  return and(...conditions);
}

/** GET /v15/sent-emails: one page, newest first unless ordered otherwise, and the count. */
export async function listSentEmails(
  db: Database,
  cache: VersionedCache,
  setup: SentEmailSetup,
  filter: SentEmailFilter,
): Promise<{ data: SentEmail[]; count: number }> {
  const where = whereOf(filter);
  const order = setup.order ?? { field: 'sent_at', direction: 'desc' };
  const direction = order.direction === 'asc' ? asc : desc;
  const [rows, total] = await Promise.all([
    db
      .select(columns)
      .from(sentEmails)
      .where(where)
      .orderBy(direction(sentEmails[order.field]), direction(sentEmails.id))
      .limit(setup.size)
      .offset(setup.page * setup.size),
    // 60,000 messages a year: count once per change of the table, not once per page turn.
    cache.get(['sent_emails'], filterKey('sent_emails.count', filter), () =>
      countRows(db, sentEmails, where),
    ),
  ]);
  return { data: rows.map(toSentEmail), count: total };
}

export async function findSentEmail(db: Database, id: number): Promise<SentEmail | undefined> {
  const [row] = await db.select(columns).from(sentEmails).where(eq(sentEmails.id, id));
  return row && toSentEmail(row);
}
