import { sql } from 'drizzle-orm';
import { queryRows, type Transaction } from '../../db/client';
import { planActionCarries, planActions } from '../../db/schema/index';

/**
 * Moves every unfinished action of `fromPeriod` into `toPeriod`, marked as carried from it, and
 * records each move with what the action said it came from before, so it can be undone.
 * Returns how many moved.
 */
export async function carryUnfinishedActions(
  tx: Transaction,
  fromPeriod: number,
  toPeriod: number,
): Promise<number> {
  const rows = await queryRows<{ n: number }>(
    tx,
    sql`with old as (
          select id, carried_from_periodos_id as prev from ${planActions}
           where periodos_id = ${fromPeriod} and estado <> 'hecha'
           for update
        ), moved as (
          update ${planActions} a
             set periodos_id = ${toPeriod}, carried_from_periodos_id = ${fromPeriod},
                 updated_at = now()
            from old where a.id = old.id
          returning a.id, old.prev
        ), recorded as (
          insert into ${planActionCarries}
                 (action_id, from_periodos_id, to_periodos_id, previous_carried_from)
          select id, ${fromPeriod}, ${toPeriod}, prev from moved
          returning action_id
        )
        select count(*)::int as n from recorded`,
  );
  return rows[0]?.n ?? 0;
}

/**
 * Puts back into `reopened` every action its closing carried into `closing`, with what it said
 * it came from before that move; the records of those moves go. Returns how many went back.
 */
export async function undoCarriedActions(
  tx: Transaction,
  reopened: number,
  closing: number,
): Promise<number> {
  const rows = await queryRows<{ n: number }>(
    tx,
    sql`with undone as (
          delete from ${planActionCarries}
           where to_periodos_id = ${closing} and from_periodos_id = ${reopened}
          returning action_id, previous_carried_from
        ), back as (
          update ${planActions} a
             set periodos_id = ${reopened}, carried_from_periodos_id = u.previous_carried_from,
                 updated_at = now()
            from undone u
           where a.id = u.action_id and a.periodos_id = ${closing}
          returning a.id
        )
        select count(*)::int as n from back`,
  );
  return rows[0]?.n ?? 0;
}
