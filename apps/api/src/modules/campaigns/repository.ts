import { sql } from 'drizzle-orm';
import { CAMPAIGN_MESSAGES, type Campaign } from '@eval/contracts/campaigns';
import { queryRows, type Executor } from '../../db/client';
import { firstOr } from '../../lib/errors';
import { campaigns, mailTemplates, periodos, sentEmails, users } from '../../db/schema/index';

interface Row extends Omit<Campaign, 'next_run_at' | 'last_run_at' | 'created_at' | 'totals'> {
  next_run_at: Date | string | null;
  last_run_at: Date | string | null;
  created_at: Date | string;
  queued: number;
  sent: number;
  failed: number;
  cancelled: number;
}

const iso = (value: Date | string | null) =>
  value === null ? null : new Date(value).toISOString();

/**
 * Totals per campaign from the outbox: sent; cancelled (left unsent by a cancel); failed (an
 * attempt failed: waiting for the next one, or given up); queued (not attempted yet).
 */
const select = sql`select c.id, c.template_id, t.nombre as template, c.audience, c.filter,
    p.periodo as period, c.status, c.next_run_at, c.repeat_days, c.runs, c.last_run_at,
    u.email as created_by, c.created_at,
    coalesce(m.queued, 0)::int as queued, coalesce(m.sent, 0)::int as sent,
    coalesce(m.failed, 0)::int as failed, coalesce(m.cancelled, 0)::int as cancelled
  from ${campaigns} c
  join ${mailTemplates} t on t.id = c.template_id
  join ${periodos} p on p.id = c.period_id
  left join ${users} u on u.id = c.created_by
  left join lateral (select
      count(*) filter (where s.status) as sent,
      count(*) filter (where not s.status and s.error = ${CAMPAIGN_MESSAGES.cancelledMail}) as cancelled,
      count(*) filter (where not s.status and s.attempts > 0
        and s.error is distinct from ${CAMPAIGN_MESSAGES.cancelledMail}) as failed,
      count(*) filter (where not s.status and s.attempts = 0
        and s.error is distinct from ${CAMPAIGN_MESSAGES.cancelledMail}) as queued
    from ${sentEmails} s where s.campaign_id = c.id) m on true`;

const toCampaign = ({ queued, sent, failed, cancelled, ...row }: Row): Campaign => ({
  ...row,
  next_run_at: iso(row.next_run_at),
  last_run_at: iso(row.last_run_at),
  created_at: new Date(row.created_at).toISOString(),
  totals: { queued, sent, failed, cancelled },
});

/** GET /v15/campaigns: newest first, with live totals. */
export async function listCampaigns(
  db: Executor,
  page: number,
  size: number,
): Promise<{ data: Campaign[]; count: number }> {
  const rows = await queryRows<Row>(
    db,
    sql`${select} order by c.created_at desc, c.id desc limit ${size} offset ${page * size}`,
  );
  const [total] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from ${campaigns}`,
  );
  return { data: rows.map(toCampaign), count: total?.n ?? 0 };
}

/** One campaign with its totals; 404 when it does not exist. */
export async function findCampaign(db: Executor, id: number): Promise<Campaign> {
  const row = await firstOr(
    queryRows<Row>(db, sql`${select} where c.id = ${id}`),
    'NOT_FOUND',
    CAMPAIGN_MESSAGES.notFound,
  );
  return toCampaign(row);
}
