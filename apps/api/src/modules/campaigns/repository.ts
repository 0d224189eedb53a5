import { sql } from 'drizzle-orm';
import {
  CAMPAIGN_MESSAGES,
  type Campaign,
  type CampaignAudience,
  type CampaignFilter,
} from '@eval/contracts/campaigns';
import { queryRows, type Database, type Executor } from '../../db/client';
import {
  auditLog,
  campaigns,
  comunidades,
  mailTemplates,
  municipios,
  periodos,
  sentEmails,
  users,
} from '../../db/schema/index';
import { LOCK_KEYS } from '../../db/locks';
import type { AdminScope } from '../../lib/scope';
import { campaignInScope } from './campaign-scope-repository';

interface Row extends Omit<
  Campaign,
  'next_run_at' | 'last_run_at' | 'created_at' | 'totals' | 'places'
> {
  comunidades_names: string[];
  municipio_name: string | null;
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
    array(select co.nombre from ${comunidades} co
      where co.id in (select jsonb_array_elements_text(c.filter->'comunidades')::int)
      order by co.nombre) as comunidades_names,
    (select m.nombre from ${municipios} m
      where m.id_municipio = (c.filter->>'municipio')::int) as municipio_name,
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

const toCampaign = ({
  queued,
  sent,
  failed,
  cancelled,
  comunidades_names,
  municipio_name,
  ...row
}: Row): Campaign => ({
  ...row,
  places: { comunidades: comunidades_names, municipio: municipio_name },
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
  scope: AdminScope,
): Promise<{ data: Campaign[]; count: number }> {
  const seen = campaignInScope(scope);
  const where = seen ? sql`where ${seen}` : sql``;
  const rows = await queryRows<Row>(
    db,
    sql`${select} ${where} order by c.created_at desc, c.id desc limit ${size} offset ${page * size}`,
  );
  const [total] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from ${campaigns} c ${where}`,
  );
  return { data: rows.map(toCampaign), count: total?.n ?? 0 };
}

/** One campaign with its totals; undefined when it does not exist. */
export async function campaignById(db: Executor, id: number): Promise<Campaign | undefined> {
  const [row] = await queryRows<Row>(db, sql`${select} where c.id = ${id}`);
  return row && toCampaign(row);
}

/** What a run needs from the campaign row. */
export interface CampaignToRun {
  id: number;
  template_id: number;
  audience: CampaignAudience;
  filter: CampaignFilter;
  period_id: number;
  repeat_days: number | null;
}

/** Waits for any other campaign run to end, then holds the runs' lock until commit. */
export async function lockCampaignRuns(tx: Executor): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_KEYS.campaignRuns})`);
}

/** The name of the period (`2024-2025`), if it exists. */
export async function findPeriodName(tx: Executor, periodId: number): Promise<string | undefined> {
  const [period] = await queryRows<{ periodo: string }>(
    tx,
    sql`select periodo from ${periodos} where id = ${periodId}`,
  );
  return period?.periodo;
}

/** A due campaign with whether its period is still the active one. */
export interface DueCampaign extends CampaignToRun {
  period_active: boolean;
}

/** Whether any scheduled campaign is due (a plain read, no lock). */
export async function anyCampaignDue(db: Database): Promise<boolean> {
  const [anyDue] = await queryRows<{ id: number }>(
    db,
    sql`select id from ${campaigns} where status = 'scheduled' and next_run_at <= now() limit 1`,
  );
  return anyDue !== undefined;
}

/** The first due campaign, locked (FOR UPDATE SKIP LOCKED: another instance skips it). */
export async function lockNextDueCampaign(tx: Executor): Promise<DueCampaign | undefined> {
  const [due] = await queryRows<DueCampaign>(
    tx,
    sql`select c.id, c.template_id, c.audience, c.filter, c.period_id, c.repeat_days,
            p.activo as period_active
          from ${campaigns} c join ${periodos} p on p.id = c.period_id
          where c.status = 'scheduled' and c.next_run_at <= now()
          order by c.next_run_at, c.id limit 1
          for update of c skip locked`,
  );
  return due;
}

/** Marks the campaign done: no more runs. */
export async function markCampaignDone(tx: Executor, id: number): Promise<void> {
  await tx.execute(
    sql`update ${campaigns} set status = 'done', next_run_at = null where id = ${id}`,
  );
}

/**
 * Counts a run of the campaign: a one-off one is done, a recurring one's next run moves past now
 * by whole intervals.
 */
export async function recordCampaignRun(tx: Executor, id: number): Promise<void> {
  await tx.execute(sql`update ${campaigns} set runs = runs + 1, last_run_at = now(),
        status = case when repeat_days is null then 'done' else 'scheduled' end,
        next_run_at = case when repeat_days is null then null
          else next_run_at + make_interval(days => repeat_days *
            (floor(extract(epoch from now() - next_run_at) / (86400 * repeat_days))::int + 1)) end
        where id = ${id}`);
}

/** The audit line of a scheduled run (no user: the scheduler ran it). */
export async function insertRunAudit(tx: Executor, id: number, queued: number): Promise<void> {
  await tx.insert(auditLog).values({
    user_id: null,
    action: 'RUN campaign',
    entity: 'campaigns/run',
    entity_id: String(id),
    before: null,
    after: { queued },
  });
}

/** Inserts a campaign row; returns its id. */
export async function insertCampaign(
  tx: Executor,
  campaign: {
    templateId: number;
    audience: Campaign['audience'];
    filter: Campaign['filter'];
    periodId: number;
    now: boolean;
    at: string | null;
    repeatDays: number | null;
    userId: number;
  },
): Promise<number | undefined> {
  const { now } = campaign;
  const [row] = await queryRows<{ id: number }>(
    tx,
    sql`insert into ${campaigns} (template_id, audience, filter, period_id, status, next_run_at,
            repeat_days, runs, last_run_at, created_by)
          values (${campaign.templateId}, ${campaign.audience}, ${JSON.stringify(campaign.filter)}::jsonb, ${campaign.periodId},
            ${now ? 'done' : 'scheduled'}, ${campaign.at}::timestamptz, ${campaign.repeatDays},
            ${now ? 1 : 0}, ${now ? sql`now()` : null}, ${campaign.userId})
          returning id`,
  );
  return row?.id;
}

/** Locks the campaign's row until the transaction ends. */
export async function lockCampaign(tx: Executor, id: number): Promise<void> {
  await tx.execute(sql`select id from ${campaigns} where id = ${id} for update`);
}

/** Cancels the campaign and leaves its unsent messages unsent, with the reason. */
export async function markCampaignCancelled(tx: Executor, id: number): Promise<void> {
  await tx.execute(sql`update ${campaigns} set status = 'cancelled', next_run_at = null,
        cancelled_at = now() where id = ${id}`);
  await tx.execute(sql`update ${sentEmails} set error = ${CAMPAIGN_MESSAGES.cancelledMail},
        next_attempt_at = null where campaign_id = ${id} and status = false`);
}

/** Makes the campaign's failed messages (not the cancelled ones) due now; returns their ids. */
export async function makeFailedMailsDue(tx: Executor, id: number): Promise<{ id: number }[]> {
  return queryRows<{ id: number }>(
    tx,
    sql`update ${sentEmails} set next_attempt_at = now()
          where campaign_id = ${id} and status = false and attempts > 0
            and error is distinct from ${CAMPAIGN_MESSAGES.cancelledMail}
          returning id`,
  );
}
