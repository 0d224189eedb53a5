import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../db/client';
import { campaigns, sentEmails } from '../db/schema/index';

export interface OutboxState {
  /** Messages still to be attempted (not sent, with a next attempt). */
  pending: number;
  /** Seconds since the oldest of them was recorded; 0 when none. */
  oldestAgeSeconds: number;
  /** Seconds the most overdue one has waited past its due time; 0 when none is overdue. */
  overdueSeconds: number;
}

/**
 * The outbox as the worker sees it (modules/emails/mail-outbox.ts): read through the partial
 * index on next_attempt_at of unsent messages, so it stays cheap however many were sent.
 */
export async function outboxState(db: Database): Promise<OutboxState> {
  const [row] = await queryRows<{ pending: number; oldest: number | null; overdue: number | null }>(
    db,
    sql`select count(*)::int as pending,
          extract(epoch from now() - min(created_at))::float8 as oldest,
          extract(epoch from now() - min(next_attempt_at))::float8 as overdue
        from ${sentEmails} where status = false and next_attempt_at is not null`,
  );
  return {
    pending: row?.pending ?? 0,
    oldestAgeSeconds: Math.max(0, row?.oldest ?? 0),
    overdueSeconds: Math.max(0, row?.overdue ?? 0),
  };
}

export interface CampaignProgress {
  campaign_id: number;
  sent: number;
  pending: number;
  failed: number;
}

/**
 * Messages of the campaigns still scheduled or run in the last week, by outcome: sent, still
 * to be attempted, given up. Older campaigns drop out so the series stay few.
 */
export async function campaignProgress(db: Database): Promise<CampaignProgress[]> {
  return queryRows<CampaignProgress>(
    db,
    sql`select c.id as campaign_id,
          count(e.id) filter (where e.status)::int as sent,
          count(e.id) filter (where not e.status and e.next_attempt_at is not null)::int as pending,
          count(e.id) filter (where not e.status and e.next_attempt_at is null)::int as failed
        from ${campaigns} c left join ${sentEmails} e on e.campaign_id = c.id
        where c.status = 'scheduled' or c.last_run_at > now() - interval '7 days'
        group by c.id order by c.id`,
  );
}
