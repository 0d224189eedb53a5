import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { SentEmail, SentEmailFilter, SentEmailSetup } from '@eval/contracts/emails';
import type { Database } from '../../db/client';
import { inlineLimit, queryNamedRows } from '../../db/prepared';
import { sentEmails } from '../../db/schema/index';
import { containsText } from '../../db/schema/search';
import { countRows } from '../../lib/count-rows';
import { communityInScope, communityList, scopeKey, type AdminScope } from '../../lib/scope';
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

/**
 * The messages a scope reaches: those to people of its communities' centres (the community each
 * message keeps of its person, kept current by migration 0026's triggers) and to the
 * administrator themself; undefined when national. A message whose person was deleted since
 * belongs to no community.
 */
function mailInScope(scope: AdminScope): SQL | undefined {
  const community = communityInScope(scope, sentEmails.comunidades_id);
  if (scope.national || !community) return undefined;
  return sql`(${community} or ${sentEmails.user_id} = ${scope.self})`;
}

/** The list's filters, the scope apart. */
function filterConditions(filter: SentEmailFilter): SQL | undefined {
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

type Order = NonNullable<SentEmailSetup['order']>;
const NEWEST_FIRST: Order = { field: 'sent_at', direction: 'desc' };
const COLUMN_LIST = sql.raw(Object.keys(columns).join(', '));

/**
 * A scoped administrator's page: for each community of the scope, that community's first
 * `(page + 1) × size` messages in the list's order (each read in order from the index on the
 * community, status and date), then the administrator's own messages, merged, ordered and cut.
 * One `comunidades_id = any(…)` condition let PostgreSQL 15 read the whole list in date order
 * and drop every message of the other communities: an unsent-subject search read 600 rows for
 * its 20 where the national one read 90 (docs/performance.md).
 */
function scopedPage(
  scope: Extract<AdminScope, { national: false }>,
  filter: SQL | undefined,
  order: Order,
  setup: SentEmailSetup,
): SQL {
  const direction = sql.raw(order.direction === 'asc' ? 'asc' : 'desc');
  const field = sql.identifier(order.field);
  const reach = (setup.page + 1) * setup.size;
  // Each branch's limit in the text too: as a parameter, the statement's generic plan cannot
  // know a branch wants 20 rows, and reads every unsent message of the community to sort them
  // (3.9 ms against 1.1). Pages that deep are rare; beyond inlineLimit's bound it is a parameter.
  const reachLimit = reach <= 1_000 ? inlineLimit(reach) : sql`limit ${reach}`;
  const communities = communityList(scope);
  const ofCommunity = and(sql`${sentEmails.comunidades_id} = scope.id`, filter);
  const own = and(
    eq(sentEmails.user_id, scope.self),
    sql`not coalesce(${sentEmails.comunidades_id} = any(${communities}), false)`,
    filter,
  );
  return sql`select ${COLUMN_LIST} from (
      select mail.* from unnest(${communities}) as scope(id) cross join lateral (
        select ${COLUMN_LIST} from ${sentEmails} where ${ofCommunity}
        order by ${field} ${direction}, id ${direction} ${reachLimit}) mail
      union all
      select ${COLUMN_LIST} from ${sentEmails} where ${own}
    ) merged
    order by ${field} ${direction}, id ${direction}
    ${inlineLimit(setup.size)} offset ${setup.page * setup.size}`;
}

function pageRows(
  db: Database,
  setup: SentEmailSetup,
  filter: SentEmailFilter,
  scope: AdminScope,
): Promise<Row[]> {
  const order = setup.order ?? NEWEST_FIRST;
  const conditions = filterConditions(filter);
  if (!scope.national) return queryNamedRows<Row>(db, scopedPage(scope, conditions, order, setup));
  const direction = order.direction === 'asc' ? asc : desc;
  return db
    .select(columns)
    .from(sentEmails)
    .where(conditions)
    .orderBy(direction(sentEmails[order.field]), direction(sentEmails.id))
    .limit(setup.size)
    .offset(setup.page * setup.size);
}

/** GET /v15/sent-emails: one page, newest first unless ordered otherwise, and the count. */
export async function listSentEmails(
  db: Database,
  cache: VersionedCache,
  setup: SentEmailSetup,
  filter: SentEmailFilter,
  scope: AdminScope,
): Promise<{ data: SentEmail[]; count: number }> {
  const where = and(mailInScope(scope), filterConditions(filter));
  const [rows, total] = await Promise.all([
    pageRows(db, setup, filter, scope),
    // 60,000 messages a year: count once per change of the table, not once per page turn. A
    // person or a centre changing community re-labels their messages, a change of this table.
    cache.get(['sent_emails'], filterKey(`sent_emails.count:${scopeKey(scope)}`, filter), () =>
      countRows(db, sentEmails, where),
    ),
  ]);
  return { data: rows.map(toSentEmail), count: total };
}

export async function findSentEmail(db: Database, id: number): Promise<SentEmail | undefined> {
  const [row] = await db.select(columns).from(sentEmails).where(eq(sentEmails.id, id));
  return row && toSentEmail(row);
}

/**
 * Whether the scope reaches message `id`'s person: true for a national scope, undefined when
 * there is no such message (the caller's 404).
 */
export async function sentEmailInScope(
  db: Database,
  scope: AdminScope,
  id: number,
): Promise<boolean | undefined> {
  const reaches = mailInScope(scope);
  if (!reaches) return true;
  const [row] = await db
    .select({ inScope: sql<boolean>`${reaches}` })
    .from(sentEmails)
    .where(eq(sentEmails.id, id));
  return row?.inScope;
}
